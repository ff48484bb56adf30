/** Kumo's choice: one sound per event at most this often, so a burst of notes plays once. */
export const SOUND_THROTTLE_MS = 200;
/** And no more than this many sounds of any kind at the same moment. */
export const SOUND_MAX_CONCURRENT = 2;

/**
 * Decides whether a sound may start now: not if the same event played within the throttle window,
 * nor while the maximum number of sounds is already playing.
 */
export class SoundThrottle {
  private lastByKey = new Map<string, number>();
  private playing: number[] = [];

  constructor(
    private readonly windowMs = SOUND_THROTTLE_MS,
    private readonly maxConcurrent = SOUND_MAX_CONCURRENT,
  ) {}

  /** `durationMs` is how long the sound lasts (for the concurrency count); returns false to skip it. */
  tryStart(key: string, now: number, durationMs = this.windowMs): boolean {
    const last = this.lastByKey.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.playing = this.playing.filter((end) => end > now);
    if (this.playing.length >= this.maxConcurrent) return false;
    this.lastByKey.set(key, now);
    this.playing.push(now + durationMs);
    return true;
  }
}
