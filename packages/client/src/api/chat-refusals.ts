import { t, type LocaleKey } from '@/i18n/index.ts';
import { ApiCallError } from './api-error.ts';

/**
 * Misskey's chat endpoints refuse many things with a 500 whose reason is only in
 * `error.info.e.message` (recorded from Misskey 2026.7: fixtures/misskey-2026.7.0/README.md). Those
 * reasons, as sentences; the refusals with an error code of their own come after.
 */
const REASONS: Array<[RegExp, LocaleKey]> = [
  [/^recipient is cannot chat \(none\)/, 'chatRefusedScopeNone'],
  [/^recipient is cannot chat/, 'chatRefusedScope'],
  [/^blocked$/, 'chatRefusedBlocked'],
  [/^cannot react to own message/, 'chatRefusedReactOwn'],
  [/^cannot react to others message/, 'chatRefusedReactOthers'],
  [/^no such emoji/, 'chatRefusedNoSuchEmoji'],
  [/^already invited/, 'chatRefusedAlreadyInvited'],
  [/^yourself$/, 'chatRefusedInviteYourself'],
  [/^you are not a member of the room/, 'chatRefusedNotMember'],
  [/"MiChatRoomInvitation"/, 'chatRefusedNoInvitation'],
  [/"MiChatRoomMembership"/, 'chatRefusedNoMembership'],
  [/"MiChatMessage"/, 'chatRefusedNoSuchMessage'],
  [/chat_room_invitation.*foreign key|QueryFailedError/, 'chatRefusedNoSuchUser'],
];

const CODES: Partial<Record<string, LocaleKey>> = {
  RECIPIENT_IS_YOURSELF: 'chatRefusedToYourself',
  NO_SUCH_ROOM: 'chatRefusedNoSuchRoom',
  NO_SUCH_MESSAGE: 'chatRefusedNoSuchMessage',
  CONTENT_REQUIRED: 'chatRefusedEmpty',
};

/** The reason Misskey gave inside a 500 (`info.e.message`; MisskeyIO's `info.message`). */
function internalReason(info: unknown): string | null {
  if (!info || typeof info !== 'object') return null;
  const nested = (info as { e?: { message?: unknown } }).e?.message;
  if (typeof nested === 'string') return nested;
  const flat = (info as { message?: unknown }).message;
  return typeof flat === 'string' ? flat : null;
}

/** A chat endpoint's refusal as a plain sentence, or null when it is not one of chat's own. */
export function chatRefusal(error: unknown): string | null {
  if (!(error instanceof ApiCallError) || !error.endpoint.startsWith('chat/')) return null;
  // upstream's 500s carry the reason; a server that names the refusal with a 4xx of its own (the
  // local instance) keeps Misskey's reason in the same place
  const reason = internalReason(error.error.info);
  const found = reason ? REASONS.find(([pattern]) => pattern.test(reason)) : undefined;
  if (found) return t(found[1]);
  const key = CODES[error.error.code];
  return key ? t(key) : null;
}
