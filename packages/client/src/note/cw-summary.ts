import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';

/** What a content warning hides: characters of its text, attached files, a poll. */
export interface HiddenContent {
  chars: number;
  files: number;
  poll: boolean;
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Characters as a reader counts them: "👍🏽" or "が" written as two code points is one (UTF-16 units would say 4 and 2). */
export function countGraphemes(text: string): number {
  if (!graphemes) return Array.from(text).length;
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

export function hiddenContentOf(note: Pick<entities.Note, 'text' | 'files' | 'poll'>): HiddenContent {
  return {
    chars: note.text ? countGraphemes(note.text) : 0,
    files: note.files?.length ?? 0,
    poll: note.poll != null,
  };
}

/** "39 characters / 1 file / poll": the parts a content warning hides, empty when it hides nothing. */
export function describeHiddenContent(hidden: HiddenContent): string {
  const parts: string[] = [];
  if (hidden.chars > 0) parts.push(t(hidden.chars === 1 ? 'cwCharsOne' : 'cwChars', { n: hidden.chars }));
  if (hidden.files > 0) parts.push(t(hidden.files === 1 ? 'cwFilesOne' : 'cwFiles', { n: hidden.files }));
  if (hidden.poll) parts.push(t('cwPoll'));
  return parts.join(' / ');
}

/** The content warning's button while closed: "Show content (39 characters / 1 file / poll)". */
export function showContentLabel(note: Pick<entities.Note, 'text' | 'files' | 'poll'>): string {
  const what = describeHiddenContent(hiddenContentOf(note));
  return what ? t('showContentWith', { what }) : t('showContent');
}
