import type { entities } from 'misskey-js';

export type Formula = entities.Role['condFormula'];

/** The conditions a conditional role may ask, in the order the editor offers them (Misskey 2025). */
export const COND_TYPES = [
  'isLocal',
  'isRemote',
  'createdLessThan',
  'createdMoreThan',
  'followersLessThanOrEq',
  'followersMoreThanOrEq',
  'followingLessThanOrEq',
  'followingMoreThanOrEq',
  'notesLessThanOrEq',
  'notesMoreThanOrEq',
  'isSuspended',
  'isLocked',
  'isBot',
  'isCat',
  'isExplorable',
  'roleAssignedTo',
  'and',
  'or',
  'not',
] as const;

export type CondType = (typeof COND_TYPES)[number];

const DAY = 86400;

/** A new condition of `type`, with the values a person most likely means. */
export function newCondition(type: CondType, id: string): Formula {
  switch (type) {
    case 'and':
    case 'or':
      return { id, type, values: [] };
    case 'not':
      return { id, type, value: { id: `${id}-n`, type: 'isLocal' } };
    case 'createdLessThan':
    case 'createdMoreThan':
      return { id, type, sec: 7 * DAY };
    case 'roleAssignedTo':
      return { id, type, roleId: '' };
    case 'followersLessThanOrEq':
    case 'followersMoreThanOrEq':
    case 'followingLessThanOrEq':
    case 'followingMoreThanOrEq':
    case 'notesLessThanOrEq':
    case 'notesMoreThanOrEq':
      return { id, type, value: 10 };
    default:
      return { id, type };
  }
}

/** Days as the editor shows a "created" condition's seconds. */
export const secToDays = (sec: number): number => Math.round((sec / DAY) * 100) / 100;
export const daysToSec = (days: number): number => Math.round(days * DAY);

/** Whether the formula can be saved: every count a whole number ≥ 0, every role chosen, every group filled. */
export function formulaComplete(f: Formula): boolean {
  switch (f.type) {
    case 'and':
    case 'or':
      return f.values.length > 0 && f.values.every(formulaComplete);
    case 'not':
      return formulaComplete(f.value);
    case 'createdLessThan':
    case 'createdMoreThan':
      return Number.isFinite(f.sec) && f.sec > 0;
    case 'roleAssignedTo':
      return f.roleId !== '';
    case 'followersLessThanOrEq':
    case 'followersMoreThanOrEq':
    case 'followingLessThanOrEq':
    case 'followingMoreThanOrEq':
    case 'notesLessThanOrEq':
    case 'notesMoreThanOrEq':
      return Number.isInteger(f.value) && f.value >= 0;
    default:
      return true;
  }
}
