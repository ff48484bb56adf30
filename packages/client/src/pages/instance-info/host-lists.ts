/** Which of the instance's host lists a server can be put on from its page (admin/update-meta keys). */
export const HOST_LISTS = ['blockedHosts', 'silencedHosts', 'mediaSilencedHosts'] as const;
export type HostList = (typeof HOST_LISTS)[number];

const norm = (host: string) => host.trim().toLowerCase();

/** Whether `host` itself is on the list (hosts compare without case, as Misskey does). */
export function hostInList(list: readonly string[], host: string): boolean {
  return list.some((h) => norm(h) === norm(host));
}

/** The list with `host` put on (once) or taken off; the other entries stay as they were. */
export function withHost(list: readonly string[], host: string, on: boolean): string[] {
  const rest = list.filter((h) => norm(h) !== norm(host));
  return on ? [...rest, norm(host)] : rest;
}
