import { defineEndpoint } from '../endpoint.ts';

/**
 * The machine the server runs on. Upstream answers placeholders unless its admin turned machine
 * statistics on; Kumo Local never shows them, so it always answers as upstream does with them off.
 */
export default defineEndpoint(
  'server-info',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  () => ({ machine: '?', cpu: { model: '?', cores: 0 }, mem: { total: 0 }, fs: { total: 0, used: 0 } }),
);
