import { describe, expect, it } from 'vitest';
import { checkAliases, localUserIdFromUri, normaliseAcct } from './aliases.ts';

describe('account alias rules', () => {
  it('normalises accts with or without @ and host', () => {
    expect(normaliseAcct('alice')).toBe('@alice');
    expect(normaliseAcct(' @bob@Misskey.IO ')).toBe('@bob@misskey.io');
    expect(normaliseAcct('not an acct')).toBeNull();
    expect(normaliseAcct('@a@')).toBeNull();
  });

  it('drops empty rows and rejects invalid, duplicate and too many entries', () => {
    expect(checkAliases(['alice', '', '@bob@x.example'])).toEqual({
      ok: true,
      accts: ['@alice', '@bob@x.example'],
    });
    expect(checkAliases(['alice', 'bad acct'])).toEqual({ ok: false, reason: 'invalid', index: 1 });
    expect(checkAliases(['alice', '@Alice'])).toEqual({ ok: false, reason: 'duplicate', index: 1 });
    const eleven = Array.from({ length: 11 }, (_, i) => `user${i}`);
    expect(checkAliases(eleven)).toEqual({ ok: false, reason: 'tooMany' });
    expect(checkAliases(eleven.slice(0, 10)).ok).toBe(true);
  });

  it('reads the user id out of a local user URI only', () => {
    expect(localUserIdFromUri('https://k.example/users/9abc', 'https://k.example')).toBe('9abc');
    expect(localUserIdFromUri('https://other.example/users/9abc', 'https://k.example')).toBeNull();
  });
});
