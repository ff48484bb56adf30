import { defineEndpoint } from '../endpoint.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { driveUsage } from '../../services/drive-admission.ts';

export default defineEndpoint(
  'drive',
  { requireCredential: true, kind: 'read:drive', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const usage = driveUsage(ctx.inst, me.id);
    return { capacity: effectivePolicies(ctx.inst, me).driveCapacityMb * 1024 * 1024, usage };
  },
);
