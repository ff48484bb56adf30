/** Misskey's limit on a chat message's text. */
export const CHAT_TEXT_MAX = 2000;

/** What the composer sends: trimmed text (or none), and whether there is anything to send. */
export function composerState(
  text: string,
  file: unknown,
  busy: boolean,
): { text: string | null; canSend: boolean } {
  const trimmed = text.trim();
  return {
    text: trimmed.length > 0 ? text : null,
    canSend: !busy && (trimmed.length > 0 || !!file) && text.length <= CHAT_TEXT_MAX,
  };
}

/** Ctrl+Enter (Cmd+Enter on a Mac) sends; Enter alone makes a new line. */
export function isSendShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}) {
  return e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.isComposing;
}
