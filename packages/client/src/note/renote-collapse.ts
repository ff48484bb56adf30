/** Notes already shown in this session: a renote of one of them can be collapsed (collapseRenotes). */
const shownThisSession = new Set<string>();

export function markShown(noteId: string): void {
  shownThisSession.add(noteId);
}

export function wasShown(noteId: string): boolean {
  return shownThisSession.has(noteId);
}

/**
 * Spec P1 §3 collapseRenotes: a renote is collapsed when the setting is on and the renoted note is
 * mine, the renote is mine, or the note was already shown.
 */
export function shouldCollapseRenote(opts: {
  setting: boolean;
  myId: string | null;
  renoterId: string;
  authorId: string;
  alreadyShown: boolean;
}): boolean {
  if (!opts.setting) return false;
  return (
    opts.alreadyShown || (opts.myId !== null && (opts.myId === opts.renoterId || opts.myId === opts.authorId))
  );
}
