export { Stream } from './stream.ts';
export type { StreamState, ChannelUse } from './stream.ts';
export {
  StreamProvider,
  useStream,
  useChannelEvent,
  useStreamReconnected,
  useCatchUpOnJoin,
} from './StreamProvider.tsx';
export { QUEUES, type QueueFigures, type QueueStats } from './queue-stats.ts';
export { useQueueStatsLog } from './use-queue-stats.ts';
