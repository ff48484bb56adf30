import { describe, expect, it } from 'vitest';
import { assignEnd } from '../assign-period.ts';
import { daysToSec, formulaComplete, newCondition, secToDays } from './cond-formula.ts';
import {
  basePoliciesFrom,
  draftFromRole,
  newRoleDraft,
  policyValue,
  roleParams,
  roleProblems,
} from './role-form.ts';

const base = {
  canSearchNotes: true,
  clipLimit: 10,
  uploadableFileTypes: ['image/*'],
  chatAvailability: 'available',
};

describe('role form', () => {
  it('a new role keeps every policy of the base role and needs a name', () => {
    const d = newRoleDraft(base);
    expect(Object.keys(d.policies)).toEqual(Object.keys(base));
    expect(roleProblems(d, base)).toEqual(['name']);
    const params = roleParams({ ...d, name: ' Helpers ' }, base);
    expect(params.name).toBe('Helpers');
    expect(params.policies).toMatchObject({
      clipLimit: { useDefault: true, priority: 0, value: 10 },
      uploadableFileTypes: { useDefault: true, value: ['image/*'] },
    });
  });

  it('an overridden policy is sent with its own value and priority', () => {
    const d = newRoleDraft(base);
    d.name = 'No search';
    d.policies.canSearchNotes = { useDefault: false, priority: 2, text: 'false' };
    d.policies.uploadableFileTypes = { useDefault: false, priority: 0, text: 'image/*\n\nvideo/*' };
    const p = roleParams(d, base).policies as Record<string, { value: unknown; priority: number }>;
    expect(p.canSearchNotes).toEqual({ useDefault: false, priority: 2, value: false });
    expect(p.uploadableFileTypes!.value).toEqual(['image/*', 'video/*']);
  });

  it('refuses a negative limit, a colour not written #rrggbb, an icon that is not a web address', () => {
    const d = { ...newRoleDraft(base), name: 'x', color: 'red', iconUrl: 'javascript:alert(1)' };
    d.policies.clipLimit = { useDefault: false, priority: 0, text: '-1' };
    expect(roleProblems(d, base)).toEqual(['color', 'iconUrl', 'policy']);
    expect(policyValue('number', '1.5')).toBe(1.5);
    expect(policyValue('number', 'ten')).toBeUndefined();
    expect(policyValue('chat', 'sometimes')).toBeUndefined();
  });

  it('a stored role comes back as it was saved', () => {
    const d = newRoleDraft(base);
    d.name = 'Cats';
    d.target = 'conditional';
    d.condFormula = { id: 'a', type: 'and', values: [newCondition('isCat', 'b')] };
    d.policies.clipLimit = { useDefault: false, priority: 1, text: '50' };
    const saved = { ...roleParams(d, base), id: 'r', usersCount: 0, createdAt: '', updatedAt: '' };
    const back = draftFromRole(saved as never, base);
    expect(back.condFormula).toEqual(d.condFormula);
    expect(back.policies.clipLimit).toEqual({ useDefault: false, priority: 1, text: '50' });
    expect(back.policies.canSearchNotes!.useDefault).toBe(true);
  });

  it('the base role form refuses what cannot be saved', () => {
    expect(basePoliciesFrom({ clipLimit: '5' }, base)).toMatchObject({ clipLimit: 5, canSearchNotes: true });
    expect(basePoliciesFrom({ clipLimit: '' }, base)).toBeNull();
  });
});

describe('condition formula', () => {
  it('a group needs a condition, counts are whole numbers ≥ 0, a role must be chosen', () => {
    expect(formulaComplete(newCondition('and', 'a'))).toBe(false);
    expect(formulaComplete({ id: 'a', type: 'or', values: [newCondition('isBot', 'b')] })).toBe(true);
    expect(formulaComplete({ id: 'a', type: 'notesMoreThanOrEq', value: -1 })).toBe(false);
    expect(formulaComplete(newCondition('roleAssignedTo', 'a'))).toBe(false);
    expect(formulaComplete(newCondition('not', 'a'))).toBe(true);
  });

  it('days and seconds', () => {
    expect(daysToSec(1)).toBe(86400);
    expect(secToDays(7 * 86400)).toBe(7);
  });

  it('an assignment for a week ends a week later; "no end" is null', () => {
    expect(assignEnd('week', 1000)).toBe(1000 + 7 * 86400_000);
    expect(assignEnd('forever', 1000)).toBeNull();
  });
});
