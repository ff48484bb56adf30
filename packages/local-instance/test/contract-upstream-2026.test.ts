// test: long — every recorded answer of a real server, replayed in worlds of its own
// Every recorded answer of upstream Misskey 2026.7.0 (fixtures/misskey-2026.7.0/api), replayed
// (contract/replay-set.ts; the chat files by chat-recorded.test.ts); MisskeyIO 2025.4.1's are in
// contract.test.ts. Where the two servers differ, the local instance answers as this one.
import { UPSTREAM_2026, recordedCases } from './contract/recorded-cases.ts';
import { SCENARIOS_2026 } from './contract/scenarios.ts';
import { replayRecordingSet } from './contract/replay-set.ts';

/**
 * The chat files (the chat endpoints and the drive's list of chat messages a file is attached to):
 * replayed by chat-recorded.test.ts, in chat worlds of their own (contract/chat-world.ts).
 */
const REPLAYED_BY_CHAT_RECORDED = /^(chat~|drive~files~attached-chat-messages\.json$)/;
/**
 * following/list, new in upstream 2026.7: misskey-js (2026.5) does not declare it yet and Kumo does
 * not call it, so the local instance does not have it (ARCHITECTURE: it implements what the client calls).
 */
const NOT_IMPLEMENTED_HERE = /^following~list\.json$/;

const cases = recordedCases(
  UPSTREAM_2026,
  new RegExp(`${REPLAYED_BY_CHAT_RECORDED.source}|${NOT_IMPLEMENTED_HERE.source}`),
);

replayRecordingSet(UPSTREAM_2026, cases, SCENARIOS_2026);
