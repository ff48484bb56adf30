import { expect, test } from 'vitest';
import { callbackWithSession, parseMiAuth } from './miauth-params.ts';

test('the app name, icon, callback and permissions are read from the address', () => {
  const q = new URLSearchParams(
    'name=Bot&icon=https://app.example/i.png&callback=https://app.example/cb&permission=read:account,write:notes',
  );
  expect(parseMiAuth('s1', q)).toEqual({
    session: 's1',
    name: 'Bot',
    icon: 'https://app.example/i.png',
    callback: 'https://app.example/cb',
    permissions: ['read:account', 'write:notes'],
  });
});

test('script addresses and malformed permissions are dropped', () => {
  const q = new URLSearchParams(
    'callback=javascript:alert(1)&icon=data:image/png;base64,xx&permission=read:account,<b>,admin',
  );
  const req = parseMiAuth('s', q);
  expect(req.callback).toBeNull();
  expect(req.icon).toBeNull();
  expect(req.permissions).toEqual(['read:account']);
});

test('the callback gets the session appended', () => {
  expect(callbackWithSession('https://app.example/cb?x=1', 'abc')).toBe(
    'https://app.example/cb?x=1&session=abc',
  );
});
