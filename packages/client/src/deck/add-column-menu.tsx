import { t, type LocaleKey } from '@/i18n/index.ts';
import type { JumpTargetKind } from '@/queries/index.ts';
import { newLocalId, type MenuItem } from '@/ui/index.ts';
import { addColumn } from './deck-ops.ts';
import { DEFAULT_COLUMN_WIDTH, type Column, type Deck, type TimelineSource } from './deck-types.ts';

type Apply = (operation: (deck: Deck) => Deck) => void;
type Targets = (kind: JumpTargetKind) => Promise<Array<{ id: string; name: string }>>;

const column = (fields: Omit<Column, 'id' | 'width' | 'name'> & { name?: string | null }): Column => ({
  id: newLocalId(),
  width: DEFAULT_COLUMN_WIDTH,
  name: null,
  active: true,
  ...fields,
});

const PICKED: Array<{ kind: JumpTargetKind; label: LocaleKey; make: (id: string, name: string) => Column }> =
  [
    {
      kind: 'lists',
      label: 'deckColumnList',
      make: (listId, name) => column({ type: 'list', listId, name }),
    },
    {
      kind: 'antennas',
      label: 'deckColumnAntenna',
      make: (antennaId, name) => column({ type: 'antenna', antennaId, name }),
    },
    {
      kind: 'channels',
      label: 'channel',
      make: (channelId, name) => column({ type: 'channel', channelId, name }),
    },
  ];

/** The "add a column" menu: the timelines the account may read, notifications, and lists, antennas, channels. */
export function addColumnMenu(
  sources: readonly TimelineSource[],
  targets: Targets,
  apply: Apply,
  /** The server offers chat (and the user's role allows it). */
  chat = false,
): MenuItem[] {
  const add = (c: Column) => apply((d) => addColumn(d, c));
  return [
    { type: 'button', text: t('deckColumnMain'), action: () => add(column({ type: 'main' })) },
    {
      type: 'parent',
      text: t('timeline'),
      children: sources.map((tl): MenuItem => ({
        type: 'button',
        text: t(tl),
        action: () => add(column({ type: 'timeline', tl })),
      })),
    },
    { type: 'button', text: t('notifications'), action: () => add(column({ type: 'notifications' })) },
    { type: 'button', text: t('notificationsMentions'), action: () => add(column({ type: 'mentions' })) },
    { type: 'button', text: t('notificationsDirect'), action: () => add(column({ type: 'direct' })) },
    {
      type: 'button',
      text: t('deckColumnWidgets'),
      action: () => add(column({ type: 'widgets', widgets: [] })),
    },
    ...(chat
      ? [{ type: 'button', text: t('chat'), action: () => add(column({ type: 'chat' })) } satisfies MenuItem]
      : []),
    ...PICKED.map(({ kind, label, make }): MenuItem => ({
      type: 'parent',
      text: t(label),
      children: async () => {
        const found = await targets(kind);
        if (found.length === 0) return [{ type: 'label', text: t('deckNothingToAdd') }];
        return found.map((x): MenuItem => ({
          type: 'button',
          text: x.name,
          action: () => add(make(x.id, x.name)),
        }));
      },
    })),
  ];
}
