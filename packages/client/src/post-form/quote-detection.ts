/**
 * Spec P2 §2: a pasted note address of this origin ({origin}/notes/{id} or
 * {origin}/secure/notes/{id}) is offered as a quote. Returns the note id, or null.
 */
export function quoteIdFromPaste(pasted: string, origin: string): string | null {
  const text = pasted.trim();
  const base = origin.replace(/\/+$/, '');
  if (!text.startsWith(`${base}/`)) return null;
  const rest = text.slice(base.length);
  const m = /^\/(?:secure\/)?notes\/([A-Za-z0-9]+)\/?(?:[?#]\S*)?$/.exec(rest);
  return m?.[1] ?? null;
}
