import { HOUR } from '../../rate-limit.ts';
import { RENOTE_MUTING, relationEndpoint } from '../../shared/mute-block.ts';

export default relationEndpoint(
  'renote-mute/create',
  RENOTE_MUTING,
  'create',
  {
    yourself: '37285718-52f7-4aef-b7de-c38b8e8a8420',
    noSuchUser: '5e0a5dff-1e94-4202-87ae-4d9c89eb2271',
    conflict: 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b',
  },
  { requireCredential: true, kind: 'write:mutes', prohibitMoved: true, limit: { duration: HOUR, max: 20 } },
);
