import { describe, expect, test } from 'vitest';
import { formatMinutes, formatPolicyValue, policyLabel, policyRows } from './policy-list.ts';

describe('role policy list', () => {
  test('booleans read as yes/no and sizes carry MB', () => {
    expect(formatPolicyValue('gtlAvailable', true)).toBe('Yes');
    expect(formatPolicyValue('canInvite', false)).toBe('No');
    expect(formatPolicyValue('driveCapacityMb', 1024)).toBe('1,024 MB');
    expect(formatPolicyValue('maxFileSizeMb', 50)).toBe('50 MB');
  });

  test('invite numbers: 0 means unlimited / never, minutes become the largest whole unit', () => {
    expect(formatPolicyValue('inviteLimit', 0)).toBe('Unlimited');
    expect(formatPolicyValue('inviteLimit', 3)).toBe('3');
    expect(formatPolicyValue('inviteExpirationTime', 0)).toBe('Never');
    expect(formatPolicyValue('inviteLimitCycle', 10080)).toBe('7 days');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(90)).toBe('90 min');
  });

  test('rate limit factor, file types and chat availability', () => {
    expect(formatPolicyValue('rateLimitFactor', 0.5)).toBe('×0.5');
    expect(formatPolicyValue('uploadableFileTypes', ['image/*', 'video/*'])).toBe('image/*, video/*');
    expect(formatPolicyValue('uploadableFileTypes', [])).toBe('None');
    expect(formatPolicyValue('chatAvailability', 'readonly')).toBe('Read only');
    expect(formatPolicyValue('chatAvailability', 'somethingNew')).toBe('somethingNew');
  });

  test('rows follow the spec order, unknown keys come last under their own name', () => {
    const rows = policyRows({ rateLimitFactor: 1, zzNew: 5, gtlAvailable: true, driveCapacityMb: 100 });
    expect(rows.map((r) => r.key)).toEqual(['gtlAvailable', 'driveCapacityMb', 'rateLimitFactor', 'zzNew']);
    expect(rows[1]).toEqual({ key: 'driveCapacityMb', label: 'Drive capacity', value: '100 MB' });
    expect(rows[3]).toEqual({ key: 'zzNew', label: 'zzNew', value: '5' });
    expect(policyLabel('canPublicNote')).toBe('Can post public notes');
  });
});
