import type { entities } from 'misskey-js';
import { api, showApiError } from '@/api/index.ts';
import { interruptPost } from '@/plugin-hooks/index.ts';
import { t } from '@/i18n/index.ts';
import { openDialog } from '@/ui/index.ts';
import { needsBigEffectPrompt } from './big-effects.ts';
import { buildNotePayload, finalText, type NoteParts } from './build-payload.ts';

/** Spec P2 §5: public notes with big effects ask first — switch to home, post anyway, or cancel. */
async function confirmBigEffects(canSwitch: boolean): Promise<'home' | 'post' | null> {
  const answer = await openDialog({
    type: 'warning',
    text: t('bigEffectsWarning'),
    actions: [
      ...(canSwitch ? [{ text: t('switchToHome'), value: 'home' as const, primary: true }] : []),
      { text: t('postAnyway'), value: 'post' as const, primary: !canSwitch },
    ],
  });
  return answer.canceled ? null : answer.result;
}

export type SubmitOutcome =
  { kind: 'stopped' } | { kind: 'failed' } | { kind: 'posted'; note: entities.Note | null; text: string };

interface SubmitInput {
  parts: NoteParts;
  /** The token of the account posting (another signed-in account when one was chosen). */
  token: string | null;
  movedTo: string | null | undefined;
  visibilityLocked: boolean;
  /** Called once the call is sent (the form shows its posting state). */
  onPosting: () => void;
  /** The big-effect prompt chose home. */
  onSwitchedToHome: () => void;
}

/**
 * The submit flow of spec P2 §4, §5, §8: a moved account is refused, dice are rolled, big effects
 * on a public note ask first, then notes/create; a failure shows the generic error dialog.
 */
export async function submitNote(input: SubmitInput): Promise<SubmitOutcome> {
  if (input.movedTo) {
    await openDialog({ type: 'error', title: t('accountMovedShort'), text: t('operationForbidden') });
    return { kind: 'stopped' };
  }
  const parts = { ...input.parts };
  const text = finalText(parts);
  if (needsBigEffectPrompt(parts.visibility, text, parts.useCw ? parts.cw : null)) {
    const choice = await confirmBigEffects(!input.visibilityLocked);
    if (choice === null) return { kind: 'stopped' };
    if (choice === 'home') {
      parts.visibility = 'home';
      input.onSwitchedToHome();
    }
  }
  input.onPosting();
  try {
    // plugins' note-post interruptors may change what is sent (a failing one is named and skipped)
    const payload = await interruptPost(buildNotePayload(parts, text));
    const res = await api('notes/create', payload, input.token);
    // upstream answers the created note; MisskeyIO's noCreatedNote (or any server) may answer an empty 204
    return { kind: 'posted', note: res?.createdNote ?? null, text };
  } catch (err) {
    await showApiError(err);
    return { kind: 'failed' };
  }
}
