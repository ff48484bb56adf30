import type { entities } from 'misskey-js';
import type { LocaleKey } from '../../../i18n/index.ts';

export type RelationKind = 'mutes' | 'renoteMutes' | 'blocks';

/** One row of a list: the relation's id (for paging), the user and, for mutes, the expiry. */
export interface RelationRow {
  id: string;
  createdAt: string;
  expiresAt?: string | null;
  user: entities.UserDetailed;
}

export interface RelationListDef {
  kind: RelationKind;
  list: 'mute/list' | 'renote-mute/list' | 'blocking/list';
  remove: 'mute/delete' | 'renote-mute/delete' | 'blocking/delete';
  removeLabel: LocaleKey;
  removed: LocaleKey;
  empty: LocaleKey;
  tab: LocaleKey;
}

export const RELATION_LISTS: Record<RelationKind, RelationListDef> = {
  mutes: {
    kind: 'mutes',
    list: 'mute/list',
    remove: 'mute/delete',
    removeLabel: 'mutesUnmute',
    removed: 'mutesUnmuted',
    empty: 'mutesEmptyMutes',
    tab: 'mutesTabMutes',
  },
  renoteMutes: {
    kind: 'renoteMutes',
    list: 'renote-mute/list',
    remove: 'renote-mute/delete',
    removeLabel: 'mutesRenoteUnmute',
    removed: 'mutesRenoteUnmuted',
    empty: 'mutesEmptyRenoteMutes',
    tab: 'mutesTabRenoteMutes',
  },
  blocks: {
    kind: 'blocks',
    list: 'blocking/list',
    remove: 'blocking/delete',
    removeLabel: 'mutesUnblock',
    removed: 'mutesUnblocked',
    empty: 'mutesEmptyBlocks',
    tab: 'mutesTabBlocks',
  },
};

type Answer = entities.Muting | entities.RenoteMuting | entities.Blocking;

/** The rows of a mute/list, renote-mute/list or blocking/list answer. */
export function relationRows(items: readonly Answer[]): RelationRow[] {
  return items.map((item) => ({
    id: item.id,
    createdAt: item.createdAt,
    ...('expiresAt' in item ? { expiresAt: item.expiresAt } : {}),
    user: 'blockee' in item ? item.blockee : item.mutee,
  }));
}
