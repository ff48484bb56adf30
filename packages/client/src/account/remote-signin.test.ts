import { describe, expect, test } from 'vitest';
import { KUMO_PERMISSIONS, miauthUrl, serverOrigin } from './remote-signin.ts';

describe('signing in on another server', () => {
  test.each([
    ['misskey.io', 'https://misskey.io'],
    ['  Misskey.IO  ', 'https://misskey.io'],
    ['@misskey.example', 'https://misskey.example'],
    ['https://misskey.example/notes/abc', 'https://misskey.example'],
    ['http://127.0.0.1:3001', 'http://127.0.0.1:3001'],
    ['http://localhost:3001/', 'http://localhost:3001'],
  ])('%j names the server %s', (input, origin) => {
    expect(serverOrigin(input)).toBe(origin);
  });

  test.each(['', 'not a server', 'javascript:alert(1)', 'ftp://misskey.io', 'intranet'])(
    '%j names no server',
    (input) => expect(serverOrigin(input)).toBeNull(),
  );

  test("the MiAuth address asks for the user's permissions, not the administrator's, and comes back here", () => {
    const url = new URL(miauthUrl('https://misskey.example', 'sess-1', 'https://kumo.example/miauth-return'));
    expect(url.origin + url.pathname).toBe('https://misskey.example/miauth/sess-1');
    expect(url.searchParams.get('name')).toBe('Kumo');
    expect(url.searchParams.get('callback')).toBe('https://kumo.example/miauth-return');
    const asked = url.searchParams.get('permission')!.split(',');
    expect(asked).toContain('write:notes');
    expect(asked).toContain('read:account');
    expect(asked.some((p) => p.includes(':admin:'))).toBe(false);
    expect(asked).toEqual(KUMO_PERMISSIONS);
  });
});
