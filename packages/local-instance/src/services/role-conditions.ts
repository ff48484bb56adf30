import type { entities } from 'misskey-js';

/** What a role's condition may ask about a user. */
export interface UserFacts {
  isLocal: boolean;
  isSuspended: boolean;
  isLocked: boolean;
  isBot: boolean;
  isCat: boolean;
  isExplorable: boolean;
  createdAt: number;
  followersCount: number;
  followingCount: number;
  notesCount: number;
  /** The roles given to the user by hand (roleAssignedTo). */
  manualRoleIds: ReadonlySet<string>;
}

type Formula = entities.Role['condFormula'];

/**
 * Whether a conditional role's formula holds for the user, as Misskey's role service reads it.
 * An unknown or malformed part never holds (a stored formula is untrusted input).
 */
export function matchesFormula(formula: Formula | undefined, facts: UserFacts, now: number): boolean {
  try {
    return holds(formula, facts, now, 0);
  } catch (e) {
    if (e instanceof TooDeep) return false;
    throw e;
  }
}

/** A formula nested deeper than anyone writes by hand is refused as a whole (a "not" must not flip it). */
class TooDeep extends Error {}
const MAX_DEPTH = 32;

function holds(formula: Formula | undefined, facts: UserFacts, now: number, depth: number): boolean {
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (!formula || typeof formula !== 'object') return false;
  const f = formula as Formula & Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);
  const parts = (): Formula[] => (Array.isArray(f.values) ? (f.values as Formula[]) : []);
  switch (f.type) {
    case 'and':
      return parts().every((v) => holds(v, facts, now, depth + 1));
    case 'or':
      return parts().some((v) => holds(v, facts, now, depth + 1));
    case 'not':
      return !!f.value && typeof f.value === 'object' && !holds(f.value as Formula, facts, now, depth + 1);
    case 'isLocal':
      return facts.isLocal;
    case 'isRemote':
      return !facts.isLocal;
    case 'isSuspended':
    case 'isLocked':
    case 'isBot':
    case 'isCat':
    case 'isExplorable':
      return facts[f.type];
    case 'roleAssignedTo':
      return typeof f.roleId === 'string' && facts.manualRoleIds.has(f.roleId);
    case 'createdLessThan':
      return facts.createdAt > now - num(f.sec) * 1000;
    case 'createdMoreThan':
      return facts.createdAt < now - num(f.sec) * 1000;
    case 'followersLessThanOrEq':
      return facts.followersCount <= num(f.value);
    case 'followersMoreThanOrEq':
      return facts.followersCount >= num(f.value);
    case 'followingLessThanOrEq':
      return facts.followingCount <= num(f.value);
    case 'followingMoreThanOrEq':
      return facts.followingCount >= num(f.value);
    case 'notesLessThanOrEq':
      return facts.notesCount <= num(f.value);
    case 'notesMoreThanOrEq':
      return facts.notesCount >= num(f.value);
    default:
      return false;
  }
}
