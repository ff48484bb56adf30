/** The queues Misskey's queueStats channel reports, and the figures of each. */
export const QUEUES = ['inbox', 'deliver'] as const;

export interface QueueFigures {
  activeSincePrevTick: number;
  active: number;
  waiting: number;
  delayed: number;
}

export type QueueStats = Partial<Record<(typeof QUEUES)[number], QueueFigures>>;
