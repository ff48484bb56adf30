import type { entities } from 'misskey-js';
import { ApiCallError, describeError } from '@/api/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';

export type InviteState = 'used' | 'expired' | 'active';

/** Whether a code was used, has expired (unused past expiresAt) or can still be given out. */
export function inviteState(code: entities.InviteCode, now: number = Date.now()): InviteState {
  if (code.used) return 'used';
  if (code.expiresAt != null && Date.parse(code.expiresAt) <= now) return 'expired';
  return 'active';
}

/** Only a code nobody has used can be deleted by its creator (Misskey refuses the others). */
export function canDeleteInvite(code: entities.InviteCode): boolean {
  return !code.used;
}

/** The error codes of invite/* that Kumo explains in its own words. */
export const INVITE_ERROR_KEYS = {
  EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE: 'inviteErrorLimit',
  CAN_NOT_DELETE_INVITE_CODE: 'inviteErrorUsed',
  NO_SUCH_INVITE_CODE: 'inviteErrorGone',
  ROLE_PERMISSION_DENIED: 'inviteNotAllowed',
} as const;

/** The message for a failed invite/* call: Kumo's words for the known codes, else the generic text. */
export function inviteErrorText(error: unknown): string {
  if (error instanceof ApiCallError) {
    const key = (INVITE_ERROR_KEYS as Record<string, LocaleKey | undefined>)[error.error.code];
    if (key) return t(key);
  }
  return describeError(error);
}
