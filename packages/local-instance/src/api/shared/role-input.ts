import type { RoleInput } from '../../services/roles.ts';

const bool = { type: 'boolean' } as const;

/** The fields admin/roles/create and admin/roles/update take, all required as on Misskey. */
export const ROLE_PROPERTIES = {
  name: { type: 'string', maxLength: 256 },
  description: { type: 'string', maxLength: 2048 },
  color: { type: 'string', nullable: true, maxLength: 256 },
  iconUrl: { type: 'string', nullable: true, maxLength: 1024 },
  target: { type: 'string', enum: ['manual', 'conditional'] },
  condFormula: { type: 'object', properties: {} },
  isPublic: bool,
  isModerator: bool,
  isAdministrator: bool,
  isExplorable: { type: 'boolean', default: false },
  asBadge: bool,
  preserveAssignmentOnMoveAccount: bool,
  canEditMembersByModerator: bool,
  displayOrder: { type: 'number' },
  policies: { type: 'object', properties: {} },
} as const;

export const ROLE_REQUIRED = [
  'name',
  'description',
  'color',
  'iconUrl',
  'target',
  'condFormula',
  'isPublic',
  'isModerator',
  'isAdministrator',
  'asBadge',
  'canEditMembersByModerator',
  'displayOrder',
  'policies',
] as const;

interface RoleParams {
  name: string;
  description: string;
  color?: string | null;
  iconUrl?: string | null;
  target: 'manual' | 'conditional';
  condFormula: object;
  isPublic?: boolean;
  isModerator?: boolean;
  isAdministrator?: boolean;
  isExplorable?: boolean;
  asBadge?: boolean;
  preserveAssignmentOnMoveAccount?: boolean;
  canEditMembersByModerator?: boolean;
  displayOrder: number;
  policies: object;
}

/** A role's stored columns from the request. */
export function roleInput(ps: RoleParams): RoleInput {
  const flag = (v: boolean | undefined) => (v ? 1 : 0);
  return {
    name: ps.name,
    description: ps.description,
    color: ps.color ?? null,
    iconUrl: ps.iconUrl ?? null,
    target: ps.target,
    condFormula: JSON.stringify(ps.condFormula),
    isPublic: flag(ps.isPublic),
    isExplorable: flag(ps.isExplorable),
    asBadge: flag(ps.asBadge),
    isModerator: flag(ps.isModerator),
    isAdministrator: flag(ps.isAdministrator),
    preserveAssignmentOnMoveAccount: flag(ps.preserveAssignmentOnMoveAccount),
    canEditMembersByModerator: flag(ps.canEditMembersByModerator),
    displayOrder: Number.isFinite(ps.displayOrder) ? Math.trunc(ps.displayOrder) : 0,
    policies: JSON.stringify(ps.policies),
  };
}
