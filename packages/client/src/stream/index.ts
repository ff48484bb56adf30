export { Stream } from './stream.ts';
export type { StreamState, ChannelUse } from './stream.ts';
export {
  StreamProvider,
  useStream,
  useChannelEvent,
  useStreamReconnected,
  useCatchUpOnJoin,
} from './StreamProvider.tsx';
