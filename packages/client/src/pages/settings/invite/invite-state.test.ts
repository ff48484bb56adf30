import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { ApiCallError } from '../../../api/api-error.ts';
import { canDeleteInvite, inviteErrorText, inviteState } from './invite-state.ts';

const code = (over: Partial<entities.InviteCode>): entities.InviteCode => ({
  id: 'a',
  code: 'ABCDEFGH1',
  expiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: null,
  usedBy: null,
  usedAt: null,
  used: false,
  ...over,
});

describe('invite code rules', () => {
  const now = Date.parse('2025-01-02T00:00:00.000Z');
  test('a used code is used even after expiry; an unused one past expiresAt has expired', () => {
    expect(inviteState(code({}), now)).toBe('active');
    expect(inviteState(code({ expiresAt: '2025-01-03T00:00:00.000Z' }), now)).toBe('active');
    expect(inviteState(code({ expiresAt: '2025-01-01T12:00:00.000Z' }), now)).toBe('expired');
    expect(inviteState(code({ used: true, expiresAt: '2025-01-01T12:00:00.000Z' }), now)).toBe('used');
  });

  test('only unused codes offer deletion', () => {
    expect(canDeleteInvite(code({}))).toBe(true);
    expect(canDeleteInvite(code({ used: true }))).toBe(false);
  });

  test('known refusals get Kumo’s words, others the server message', () => {
    const err = (c: string) =>
      new ApiCallError('invite/create', 400, { code: c, message: 'Server says no.', id: 'x-1' } as never);
    expect(inviteErrorText(err('EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE'))).toMatch(/as many codes/);
    expect(inviteErrorText(err('CAN_NOT_DELETE_INVITE_CODE'))).toMatch(/cannot be deleted/);
    // the generic description (spec P2 §8): the server's message and the error id
    expect(inviteErrorText(err('SOMETHING_ELSE'))).toMatch(/^Server says no\.\s[^]*x-1/);
  });
});
