import type { LocaleKey } from '@/i18n/index.ts';
import type { RelationKind } from '@/queries/index.ts';

export interface RelationListDef {
  kind: RelationKind;
  removeLabel: LocaleKey;
  removed: LocaleKey;
  empty: LocaleKey;
  tab: LocaleKey;
}

export const RELATION_LISTS: Record<RelationKind, RelationListDef> = {
  mutes: {
    kind: 'mutes',
    removeLabel: 'mutesUnmute',
    removed: 'mutesUnmuted',
    empty: 'mutesEmptyMutes',
    tab: 'mutesTabMutes',
  },
  renoteMutes: {
    kind: 'renoteMutes',
    removeLabel: 'mutesRenoteUnmute',
    removed: 'mutesRenoteUnmuted',
    empty: 'mutesEmptyRenoteMutes',
    tab: 'mutesTabRenoteMutes',
  },
  blocks: {
    kind: 'blocks',
    removeLabel: 'mutesUnblock',
    removed: 'mutesUnblocked',
    empty: 'mutesEmptyBlocks',
    tab: 'mutesTabBlocks',
  },
};
