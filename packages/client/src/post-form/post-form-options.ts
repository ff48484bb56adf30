import type { entities } from 'misskey-js';
import type { ServerDraft } from '@/queries/index.ts';
import type { PollDraft } from './poll-rules.ts';
import type { Visibility } from './visibility-rules.ts';

/** A channel as the form needs it (entities.Channel, or the lighter shape notes carry). */
export interface FormChannel {
  id: string;
  name: string;
  /** Absent on current servers: channels do not federate, so their notes are local-only. */
  federated?: boolean;
}

/** What a post form can be opened with (as a modal through openPostForm, or inline). */
export interface PostFormOptions {
  /** The note being replied to. */
  reply?: entities.Note | null;
  /** The note being quoted (renote with text). */
  renote?: entities.Note | null;
  channel?: FormChannel | null;
  initialText?: string;
  initialVisibility?: Visibility;
  initialLocalOnly?: boolean;
  initialVisibleUsers?: entities.UserLite[];
  initialFiles?: entities.DriveFile[];
  /** A content warning to start with (delete-and-edit); turns the warning field on. */
  initialCw?: string | null;
  /** A poll to start with (delete-and-edit). */
  initialPoll?: PollDraft | null;
  /** Overrides the draft key the context gives (note, channel:{id}, renote:{id}, reply:{id}). */
  draftKey?: string;
  /** false: no draft is restored or kept (the share page starts from what was shared). Default true. */
  keepDraft?: boolean;
  /** The note being edited, for its draft key edit:{id}. */
  editId?: string;
  /** After posting, show a check mark and keep the form frozen instead of clearing it. */
  freezeAfterPosted?: boolean;
  autofocus?: boolean;
  /** A draft kept on the server to go on with (from the Drafts list): the form starts from it. */
  serverDraft?: ServerDraft;
}
