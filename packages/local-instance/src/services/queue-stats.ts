import type { Instance } from '../context.ts';

/** One queue's figures as Misskey's queueStats channel sends them each tick. */
export interface QueueFigures {
  activeSincePrevTick: number;
  active: number;
  waiting: number;
  delayed: number;
}

export interface QueueStats {
  deliver: QueueFigures;
  inbox: QueueFigures;
}

const idle = (): QueueFigures => ({ activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 });

/**
 * The delivery and inbox queues' figures. This instance does not federate: nothing is ever
 * delivered to or received from another server, so both queues are truly idle.
 */
export function queueStats(_inst: Instance): QueueStats {
  return { deliver: idle(), inbox: idle() };
}
