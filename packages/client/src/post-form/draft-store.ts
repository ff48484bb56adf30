/** Spec P2 §3: drafts are kept under the local key `drafts`, keyed by the form's context. */
const DRAFTS_KEY = 'drafts';

export interface NoteDraft {
  text: string;
}

interface StoredDraft {
  updatedAt: string;
  data: NoteDraft;
}

function readAll(): Record<string, StoredDraft> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, StoredDraft>) : {};
  } catch {
    return {};
  }
}

export function loadDraft(key: string): NoteDraft | null {
  const d = readAll()[key];
  return d && typeof d.data?.text === 'string' ? d.data : null;
}

export function saveDraft(key: string, draft: NoteDraft): void {
  const all = readAll();
  if (draft.text === '') delete all[key];
  else all[key] = { updatedAt: new Date().toISOString(), data: draft };
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(all));
}

export function removeDraft(key: string): void {
  const all = readAll();
  delete all[key];
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(all));
}
