import { IconCheck, IconDeviceTv, IconDeviceTvOff } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import type { ReactionAcceptance } from '@/store/index.ts';
import { openMenu, type MenuItem } from '@/ui/index.ts';
import type { FormChannel } from './post-form-options.ts';
import {
  REACTION_ACCEPTANCES,
  reactionAcceptanceLabel,
  visibilityLabel,
  VisibilityIcon,
} from './visibility-labels.tsx';
import type { Visibility } from './visibility-rules.ts';

const check = <IconCheck size={18} aria-hidden />;

/** Spec P2 §2: the visibility picker, the current choice checked; resolves with the choice, or undefined. */
export async function pickVisibility(
  anchor: Element | null,
  current: Visibility,
  offered: readonly Visibility[],
): Promise<Visibility | undefined> {
  let chosen: Visibility | undefined;
  await openMenu(
    offered.map((v): MenuItem => ({
      type: 'button',
      text: visibilityLabel(v),
      icon: <VisibilityIcon visibility={v} />,
      checked: v === current,
      action: () => {
        chosen = v;
      },
    })),
    anchor,
    { label: t('noteVisibility') },
  );
  return chosen;
}

/** Spec P2 §2, §4: the reaction-acceptance picker with its five values. */
export async function pickReactionAcceptance(
  anchor: Element | null,
  current: ReactionAcceptance,
): Promise<{ value: ReactionAcceptance } | undefined> {
  let chosen: { value: ReactionAcceptance } | undefined;
  await openMenu(
    REACTION_ACCEPTANCES.map((a): MenuItem => ({
      type: 'button',
      text: reactionAcceptanceLabel(a),
      icon: a === current ? check : <span aria-hidden className="kumo-menu-icon-space" />,
      action: () => {
        chosen = { value: a };
      },
    })),
    anchor,
    { label: t('reactionAcceptance') },
  );
  return chosen;
}

/** Channels the user follows or favourited, once each (the local instance answers []). */
export async function listChannelChoices(token: string): Promise<entities.Channel[]> {
  const [followed, favorites] = await Promise.all([
    api('channels/followed', { limit: 100 }, token).catch(() => []),
    api('channels/my-favorites', {}, token).catch(() => []),
  ]);
  const seen = new Set<string>();
  return [...followed, ...favorites].filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/** Spec P2 §2: the channel picker; resolves with { channel } (null = no channel) or undefined. */
export async function pickChannel(
  anchor: Element | null,
  token: string,
  current: FormChannel | null,
): Promise<{ channel: FormChannel | null } | undefined> {
  const channels = await listChannelChoices(token);
  let chosen: { channel: FormChannel | null } | undefined;
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('noChannel'),
      icon: current === null ? check : <IconDeviceTvOff size={18} aria-hidden />,
      action: () => {
        chosen = { channel: null };
      },
    },
    { type: 'divider' },
    ...(channels.length === 0
      ? [{ type: 'label', text: t('noChannelsToChoose') } as const]
      : channels.map((c): MenuItem => ({
          type: 'button',
          text: c.name,
          icon: current?.id === c.id ? check : <IconDeviceTv size={18} aria-hidden />,
          action: () => {
            chosen = { channel: { id: c.id, name: c.name } };
          },
        }))),
  ];
  await openMenu(items, anchor, { label: t('channelButton') });
  return chosen;
}
