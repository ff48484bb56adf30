import { MUTING, relationEndpoint } from '../../shared/mute-block.ts';

export default relationEndpoint(
  'mute/delete',
  MUTING,
  'delete',
  {
    yourself: 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9',
    noSuchUser: 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef',
    conflict: '5467d020-daa9-4553-81e1-135c0c35a96d',
  },
  { requireCredential: true, kind: 'write:mutes' },
);
