import { HOUR } from '../../rate-limit.ts';
import { BLOCKING, relationEndpoint } from '../../shared/mute-block.ts';

export default relationEndpoint(
  'blocking/delete',
  BLOCKING,
  'delete',
  {
    yourself: '06f6fac6-524b-473c-a354-e97a40ae6eac',
    noSuchUser: '8621d8bf-c358-4303-a066-5ea78610eb3f',
    conflict: '291b2efa-60c6-45c0-9f6a-045c8f9b02cd',
  },
  { requireCredential: true, kind: 'write:blocks', limit: { duration: HOUR, max: 100 } },
);
