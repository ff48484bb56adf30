import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('users/update-memo', () => {
  const t = testInstance();
  const me = t.signup('memo_writer');
  const other = t.signup('memo_subject');
  const third = t.signup('memo_reader');

  it('keeps a personal note about a user that only its writer sees, and removes it when emptied', async () => {
    expect(
      (await t.api('users/update-memo', { userId: other.id, memo: ' met at the meetup ' }, me.token)).status,
    ).toBe(204);
    expect((await t.api('users/show', { userId: other.id }, me.token)).body.memo).toBe('met at the meetup');
    expect((await t.api('users/show', { userId: other.id }, third.token)).body.memo).toBeNull();
    expect((await t.api('users/show', { userId: other.id })).body.memo).toBeNull();
    await t.api('users/update-memo', { userId: other.id, memo: '' }, me.token);
    expect((await t.api('users/show', { userId: other.id }, me.token)).body.memo).toBeNull();
    const missing = await t.api('users/update-memo', { userId: 'azzzzzzzzzzzzzzz', memo: 'x' }, me.token);
    expect(missing.body.error.code).toBe('NO_SUCH_USER');
  });
});
