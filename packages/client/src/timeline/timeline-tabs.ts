import type { TimelineSource } from '@/queries/index.ts';

/** The role-policy keys that decide which timelines a user may read. */
export interface TimelinePolicies {
  ltlAvailable: boolean;
  gtlAvailable: boolean;
}

/**
 * The timeline tabs shown, in order: home always; local and social (which mixes in local notes)
 * only with `ltlAvailable`; global only with `gtlAvailable`. Unknown policies (not loaded yet)
 * show home only, so a disabled timeline is never asked for.
 */
export function availableSources(policies: TimelinePolicies | undefined): TimelineSource[] {
  const out: TimelineSource[] = ['home'];
  if (policies?.ltlAvailable) out.push('local', 'social');
  if (policies?.gtlAvailable) out.push('global');
  return out;
}

/** The stored `tl.src` as a shown tab; values without a tab (the default 'recommend') or not allowed show home. */
export function resolveSource(stored: string, available: readonly TimelineSource[]): TimelineSource {
  return (available as readonly string[]).includes(stored) ? (stored as TimelineSource) : 'home';
}
