// Features the local instance keeps no data for (mutes, blocks). The client still asks for them while
// building menus and decks, so they answer with empty lists instead of UNKNOWN_API_ENDPOINT.
import { defineEndpoint } from '../endpoint.ts';
import type { ObjectSchema } from '../schema.ts';
import { paginationProps } from '../schema.ts';

const paged: ObjectSchema = { type: 'object', properties: { ...paginationProps } };
const none: ObjectSchema = { type: 'object', properties: {} };

export const muteList = defineEndpoint('mute/list', { requireCredential: true, params: paged }, () => []);
export const renoteMuteList = defineEndpoint(
  'renote-mute/list',
  { requireCredential: true, params: paged },
  () => [],
);
export const blockingList = defineEndpoint(
  'blocking/list',
  { requireCredential: true, params: paged },
  () => [],
);
export const hashtagsTrend = defineEndpoint(
  'hashtags/trend',
  { requireCredential: false, allowGet: true, params: none },
  () => [],
);
