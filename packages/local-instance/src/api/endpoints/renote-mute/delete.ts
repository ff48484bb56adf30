import { RENOTE_MUTING, relationEndpoint } from '../../shared/mute-block.ts';

export default relationEndpoint(
  'renote-mute/delete',
  RENOTE_MUTING,
  'delete',
  {
    yourself: '619b1314-0850-4597-a242-e245f3da42af',
    noSuchUser: '9b6728cf-638c-4aa1-bedb-e07d8101474d',
    conflict: '2e4ef874-8bf0-4b4b-b069-4598f6d05817',
  },
  { requireCredential: true, kind: 'write:mutes' },
);
