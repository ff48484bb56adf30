// test: long — every recorded answer of a real server, replayed in worlds of its own
// Every recorded answer of MisskeyIO 2025.4.1 (fixtures/misskey-2025.4.1/api), replayed
// (contract/replay-set.ts); upstream 2026.7.0's are in contract-upstream-2026.test.ts.
import { MISSKEYIO_2025, recordedCases } from './contract/recorded-cases.ts';
import { SCENARIOS } from './contract/scenarios.ts';
import { replayRecordingSet } from './contract/replay-set.ts';

replayRecordingSet(MISSKEYIO_2025, recordedCases(MISSKEYIO_2025), SCENARIOS);
