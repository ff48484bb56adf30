import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part the page can do without (achievements, plugins, status bars, ads): when its
 * code cannot be fetched (offline, a deploy replaced the files) it draws nothing instead of
 * breaking the page around it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyOptional<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const nothing = (() => null) as unknown as C;
  return lazy(() => load().catch(() => ({ default: nothing })));
}
