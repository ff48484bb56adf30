import { useEffect, useState } from 'react';
import type { QueueStats } from './queue-stats.ts';
import { useStream } from './StreamProvider.tsx';

/**
 * The queueStats channel's ticks, newest first, at most `keep` of them: the server's recent log
 * first (requestLog), then one tick a second. Nothing while not `enabled` (moderators only).
 */
export function useQueueStatsLog(enabled: boolean, keep: number): QueueStats[] {
  const stream = useStream();
  const [log, setLog] = useState<QueueStats[]>([]);
  useEffect(() => {
    if (!stream || !enabled) return;
    const channel = stream.useChannel('queueStats');
    channel.on('stats', (body) => setLog((l) => [body as QueueStats, ...l].slice(0, keep)));
    channel.on('statsLog', (body) =>
      setLog((l) => (l.length > 0 ? l : (body as QueueStats[]).slice(0, keep))),
    );
    channel.send('requestLog', { id: Math.random().toString(36).slice(2), length: keep });
    return () => channel.dispose();
  }, [stream, enabled, keep]);
  return log;
}
