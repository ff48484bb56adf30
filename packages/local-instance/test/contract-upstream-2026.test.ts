// test: long — every recorded answer of a real server, replayed in worlds of its own
// Every recorded answer of upstream Misskey 2026.7.0 (fixtures/misskey-2026.7.0/api), replayed
// (contract/replay-set.ts) but for the features being built elsewhere; MisskeyIO 2025.4.1's are in
// contract.test.ts. Where the two servers differ, the local instance answers as this one.
import { UPSTREAM_2026, recordedCases } from './contract/recorded-cases.ts';
import { labelOf } from './contract/compare.ts';
import { SCENARIOS_2026 } from './contract/scenarios.ts';
import { replayRecordingSet } from './contract/replay-set.ts';

/**
 * The 2026.7 files of features being built elsewhere: replayed once chat and drafts land (the chat
 * endpoints, note drafts, and the drive's list of chat messages a file is attached to).
 */
const REPLAYED_ONCE_CHAT_AND_DRAFTS_LAND = /^(chat~|notes~drafts~|drive~files~attached-chat-messages\.json$)/;
/** Cases of other files that are about chat too, replayed with them. */
const CHAT_CASES_REPLAYED_ONCE_CHAT_LANDS = new Set([
  '(unknown endpoint): POST /api/chat/history (present and enabled on this server)',
  'i/update: error: unknown chatScope value',
]);
/**
 * following/list, new in upstream 2026.7: misskey-js (2026.5) does not declare it yet and Kumo does
 * not call it, so the local instance does not have it (ARCHITECTURE: it implements what the client calls).
 */
const NOT_IMPLEMENTED_HERE = /^following~list\.json$/;

const cases = recordedCases(
  UPSTREAM_2026,
  new RegExp(`${REPLAYED_ONCE_CHAT_AND_DRAFTS_LAND.source}|${NOT_IMPLEMENTED_HERE.source}`),
).filter((c) => !CHAT_CASES_REPLAYED_ONCE_CHAT_LANDS.has(labelOf(c)));

replayRecordingSet(UPSTREAM_2026, cases, SCENARIOS_2026);
