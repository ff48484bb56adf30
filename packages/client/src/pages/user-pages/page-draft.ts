import type { entities } from 'misskey-js';
import type { PageBody } from '@/queries/index.ts';
import { blockFileIds, type PageBlock } from './page-blocks.ts';

/** What the page editor holds: the page's fields, its blocks, and the drive files it shows by id. */
export interface PageDraft {
  title: string;
  name: string;
  summary: string;
  font: 'serif' | 'sans-serif';
  alignCenter: boolean;
  hideTitleWhenPinned: boolean;
  eyeCatchingImage: entities.DriveFile | null;
  content: PageBlock[];
  files: Record<string, entities.DriveFile>;
}

/** A new page: empty but for one text block to start writing in. */
export function emptyPageDraft(firstBlockId: string): PageDraft {
  return {
    title: '',
    name: '',
    summary: '',
    font: 'sans-serif',
    alignCenter: false,
    hideTitleWhenPinned: false,
    eyeCatchingImage: null,
    content: [{ id: firstBlockId, type: 'text', text: '' }],
    files: {},
  };
}

export function draftOfPage(page: entities.Page): PageDraft {
  return {
    title: page.title,
    name: page.name,
    summary: page.summary ?? '',
    font: page.font,
    alignCenter: page.alignCenter,
    hideTitleWhenPinned: page.hideTitleWhenPinned,
    eyeCatchingImage: page.eyeCatchingImage,
    content: page.content,
    files: Object.fromEntries(page.attachedFiles.map((f) => [f.id, f])),
  };
}

/** What is sent to pages/create or pages/update. The page's AiScript and variables (the old format) are kept. */
export function bodyOfDraft(draft: PageDraft, kept?: Pick<entities.Page, 'script' | 'variables'>): PageBody {
  return {
    title: draft.title.trim(),
    name: draft.name.trim(),
    summary: draft.summary.trim() || null,
    content: draft.content,
    variables: (kept?.variables ?? []) as never[],
    script: kept?.script ?? '',
    eyeCatchingImageId: draft.eyeCatchingImage?.id ?? null,
    font: draft.font,
    alignCenter: draft.alignCenter,
    hideTitleWhenPinned: draft.hideTitleWhenPinned,
  };
}

/** The draft as a page, for the preview: drawn exactly as readers will see it once saved. */
export function previewOfDraft(
  draft: PageDraft,
  author: entities.UserLite,
  base?: entities.Page,
): entities.Page {
  const now = new Date().toISOString();
  const used = new Set(blockFileIds(draft.content));
  return {
    id: base?.id ?? 'preview',
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
    userId: author.id,
    user: author,
    ...bodyOfDraft(draft, base),
    eyeCatchingImage: draft.eyeCatchingImage,
    attachedFiles: Object.values(draft.files).filter((f) => used.has(f.id)),
    likedCount: base?.likedCount ?? 0,
  };
}
