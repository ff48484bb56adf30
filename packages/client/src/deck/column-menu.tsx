import type { AccountListEntry } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { FILTERABLE_TYPES, setTypeShown, type FilterableType } from '@/notifications/index.ts';
import { inputNumber, inputText, type MenuItem } from '@/ui/index.ts';
import {
  moveColumnInRow,
  moveRow,
  popOutToNewRow,
  removeColumn,
  stackIntoPreviousRow,
  updateColumn,
} from './deck-ops.ts';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN, type Column, type Deck } from './deck-types.ts';
import { clampColumnWidth } from './column-width.ts';
import { columnName } from './column-name.ts';

type Apply = (operation: (deck: Deck) => Deck) => void;

/** The signed-in accounts a column may read as (this server's), and the session's own. */
export interface AccountChoice {
  accounts: readonly AccountListEntry[];
  current: string | undefined;
}

/** Kumo's own: the column reads as any account signed in on this device (absent: the session's). */
function accountItems(column: Column, apply: Apply, { accounts, current }: AccountChoice): MenuItem[] {
  if (column.type === 'main' || column.type === 'widgets' || accounts.length < 2) return [];
  const chosen = column.accountId ?? current;
  return [
    {
      type: 'parent',
      text: t('deckColumnAccount'),
      children: accounts.map((a): MenuItem => ({
        type: 'switch',
        text:
          a.id === current ? `${t('deckCurrentAccount')} (@${a.username ?? a.id})` : `@${a.username ?? a.id}`,
        checked: a.id === chosen,
        // choosing the one already chosen keeps it (one account is always chosen)
        onChange: () =>
          apply((d) => updateColumn(d, column.id, { accountId: a.id === current ? undefined : a.id })),
      })),
    },
  ];
}

/** The menu of a column's header: rename, width, its own settings, the account, moving it, removing it. */
export function columnMenu(column: Column, apply: Apply, choice: AccountChoice): MenuItem[] {
  const id = column.id;
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('deckRename'),
      action: () =>
        void inputText({ title: t('deckRename'), default: columnName(column) }).then((r) => {
          if (!r.canceled) apply((d) => updateColumn(d, id, { name: r.result.trim() || null }));
        }),
    },
    {
      type: 'button',
      text: t('deckWidth'),
      action: () =>
        void inputNumber({
          title: t('deckWidth'),
          default: column.width,
          min: COLUMN_WIDTH_MIN,
          max: COLUMN_WIDTH_MAX,
        }).then((r) => {
          if (!r.canceled) apply((d) => updateColumn(d, id, { width: clampColumnWidth(r.result) }));
        }),
    },
    {
      type: 'switch',
      text: t('deckFlexible'),
      checked: column.flexible ?? false,
      onChange: (on) => apply((d) => updateColumn(d, id, { flexible: on })),
    },
  ];
  if (column.type === 'timeline' && (column.tl === 'local' || column.tl === 'social'))
    items.push({
      type: 'switch',
      text: t('deckWithReplies'),
      checked: column.withReplies ?? false,
      onChange: (on) => apply((d) => updateColumn(d, id, { withReplies: on })),
    });
  if (column.type === 'timeline')
    items.push(
      {
        type: 'switch',
        text: t('deckWithRenotes'),
        checked: column.withRenotes !== false,
        onChange: (on) => apply((d) => updateColumn(d, id, { withRenotes: on })),
      },
      {
        type: 'switch',
        text: t('deckOnlyFiles'),
        checked: column.onlyFiles ?? false,
        onChange: (on) => apply((d) => updateColumn(d, id, { onlyFiles: on })),
      },
    );
  if (column.type === 'notifications') {
    const hidden = (column.excludeTypes ?? []) as FilterableType[];
    items.push({
      type: 'parent',
      text: t('notificationsFilter'),
      children: FILTERABLE_TYPES.map((type): MenuItem => ({
        type: 'switch',
        text: t(`notificationType.${type}`),
        checked: !hidden.includes(type),
        // read from the deck as it is now: several switches may change in one open menu
        onChange: (shown) =>
          apply((d) => {
            const now = (d.columns.find((c) => c.id === id)?.excludeTypes ?? []) as FilterableType[];
            return updateColumn(d, id, { excludeTypes: setTypeShown(now, type, shown) });
          }),
      })),
    });
  }
  items.push(...accountItems(column, apply, choice));
  items.push(
    { type: 'divider' },
    { type: 'button', text: t('deckMoveLeft'), action: () => apply((d) => moveRow(d, id, -1)) },
    { type: 'button', text: t('deckMoveRight'), action: () => apply((d) => moveRow(d, id, 1)) },
    { type: 'button', text: t('deckMoveUp'), action: () => apply((d) => moveColumnInRow(d, id, -1)) },
    { type: 'button', text: t('deckMoveDown'), action: () => apply((d) => moveColumnInRow(d, id, 1)) },
    { type: 'button', text: t('deckStackLeft'), action: () => apply((d) => stackIntoPreviousRow(d, id)) },
    { type: 'button', text: t('deckPopRight'), action: () => apply((d) => popOutToNewRow(d, id)) },
    { type: 'divider' },
    {
      type: 'button',
      text: t('deckRemoveColumn'),
      danger: true,
      action: () => apply((d) => removeColumn(d, id)),
    },
  );
  return items;
}
