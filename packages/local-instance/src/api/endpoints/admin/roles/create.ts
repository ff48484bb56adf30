import { defineEndpoint } from '../../../endpoint.ts';
import { packRole, createRole } from '../../../../services/roles.ts';

const bool = { type: 'boolean' } as const;

/**
 * admin/roles/create: a new role (administrators only, as Misskey). Assignment is manual here:
 * conditional roles are stored with their formula, which issue 17's role engine evaluates.
 */
export default defineEndpoint(
  'admin/roles/create',
  {
    requireCredential: true,
    requireAdmin: true,
    params: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        description: { type: 'string' },
        color: { type: 'string', nullable: true },
        iconUrl: { type: 'string', nullable: true },
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
      },
      required: [
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
      ],
    },
  },
  (ps, _me, ctx) => {
    const row = createRole(ctx.inst.db, {
      name: ps.name,
      description: ps.description,
      color: ps.color ?? null,
      iconUrl: ps.iconUrl ?? null,
      target: ps.target,
      condFormula: JSON.stringify(ps.condFormula),
      isPublic: ps.isPublic ? 1 : 0,
      isExplorable: ps.isExplorable ? 1 : 0,
      asBadge: ps.asBadge ? 1 : 0,
      isModerator: ps.isModerator ? 1 : 0,
      isAdministrator: ps.isAdministrator ? 1 : 0,
      preserveAssignmentOnMoveAccount: ps.preserveAssignmentOnMoveAccount ? 1 : 0,
      canEditMembersByModerator: ps.canEditMembersByModerator ? 1 : 0,
      displayOrder: Math.trunc(ps.displayOrder),
      policies: JSON.stringify(ps.policies),
    });
    return packRole(ctx.inst.db, row);
  },
);
