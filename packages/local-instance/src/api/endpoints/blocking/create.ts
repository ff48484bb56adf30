import { HOUR } from '../../rate-limit.ts';
import { BLOCKING, relationEndpoint } from '../../shared/mute-block.ts';

export default relationEndpoint(
  'blocking/create',
  BLOCKING,
  'create',
  {
    yourself: '88b19138-f28d-42c0-8499-6a31bbd0fdc6',
    noSuchUser: '7cc4f851-e2f1-4621-9633-ec9e1d00c01e',
    conflict: '787fed64-acb9-464a-82eb-afbd745b9614',
  },
  { requireCredential: true, kind: 'write:blocks', limit: { duration: HOUR, max: 20 } },
);
