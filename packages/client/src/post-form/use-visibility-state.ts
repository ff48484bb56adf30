import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { openDialog } from '@/ui/index.ts';
import {
  channelForces,
  chooseLocalOnly,
  chooseVisibility,
  initialVisibility,
  needsLocalOnlyConfirmation,
  NEVER_SHOW_LOCAL_ONLY_INFO_KEY,
  offeredVisibilities,
  visibilityConstraints,
  withoutForbiddenPublic,
  type ChannelTarget,
  type Visibility,
  type VisibilityContext,
  type VisibilityState,
} from './visibility-rules.ts';

/**
 * Spec P2 §4: asks before turning federation off — yes, yes and never ask again, or cancel.
 * Resolves true when local-only may be turned on.
 */
export async function confirmLocalOnly(): Promise<boolean> {
  if (!needsLocalOnlyConfirmation(true, localStorage.getItem(NEVER_SHOW_LOCAL_ONLY_INFO_KEY) === 'true'))
    return true;
  const answer = await openDialog({
    type: 'question',
    title: t('disableFederationConfirm'),
    text: t('disableFederationConfirmText'),
    actions: [
      { text: t('localOnlyConfirmYes'), value: 'yes' as const, primary: true },
      { text: t('yesNeverAskAgain'), value: 'never' as const },
    ],
  });
  if (answer.canceled) return false;
  if (answer.result === 'never') localStorage.setItem(NEVER_SHOW_LOCAL_ONLY_INFO_KEY, 'true');
  return true;
}

/**
 * The form's visibility and local-only flag: starts from rememberNoteVisibility (the last used
 * values) or the defaults, then the reply and channel rules; remembered values follow changes.
 */
export function useVisibilityState(ctx: VisibilityContext, initial: Partial<VisibilityState>) {
  const remember = useSettingValue('rememberNoteVisibility');
  const [rememberedVisibility, setRememberedVisibility] = useSetting('visibility');
  const [rememberedLocalOnly, setRememberedLocalOnly] = useSetting('localOnly');
  const defaultVisibility = useSettingValue('defaultNoteVisibility');
  const defaultLocalOnly = useSettingValue('defaultNoteLocalOnly');
  const [chosen, setState] = useState<VisibilityState>(() =>
    initialVisibility({
      ...ctx,
      remember,
      remembered: { visibility: rememberedVisibility, localOnly: rememberedLocalOnly },
      defaults: { visibility: defaultVisibility, localOnly: defaultLocalOnly },
      initial,
    }),
  );
  // the policies may arrive after the form opened: public then falls back on the next render
  const state = withoutForbiddenPublic(ctx, chosen);
  const constraints = visibilityConstraints(ctx, state);

  const apply = (next: VisibilityState) => {
    setState(next);
    if (remember) {
      if (next.visibility !== state.visibility) setRememberedVisibility(next.visibility);
      if (next.localOnly !== state.localOnly) setRememberedLocalOnly(next.localOnly);
    }
  };

  return {
    state,
    constraints,
    /** What the picker offers (spec P2 §4, and the writer's role policies). */
    offered: offeredVisibilities(ctx),
    chooseVisibility: (visibility: Visibility) => apply(chooseVisibility(ctx, state, visibility)),
    async toggleLocalOnly() {
      const on = !state.localOnly;
      if (on && !(await confirmLocalOnly())) return;
      apply(chooseLocalOnly(ctx, state, on));
    },
    /** A channel chosen in the picker forces its rules. */
    applyChannel: (channel: ChannelTarget | null) => {
      if (channel) setState(channelForces(channel));
    },
    /** Restores a draft's values unless the context locks them. */
    restore: (saved: Partial<VisibilityState>) => {
      let next = state;
      if (saved.visibility) next = chooseVisibility(ctx, next, saved.visibility);
      if (saved.localOnly !== undefined) next = chooseLocalOnly(ctx, next, saved.localOnly);
      setState(next);
    },
    /** A big-effect prompt's "switch to home". */
    forceHome: () => setState((s) => ({ ...s, visibility: 'home' })),
  };
}
