import { IconLayoutColumns, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useMe } from '@/account/index.ts';
import { useChatAccess } from '@/chat/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useJumpTargets, useMeta } from '@/queries/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { availableSources } from '@/timeline/index.ts';
import { LoadingView, openMenu, SelectField } from '@/ui/index.ts';
import { addColumnMenu } from './add-column-menu.tsx';
import { columnName } from './column-name.ts';
import { DeckColumnView } from './DeckColumnView.tsx';
import type { Column } from './deck-types.ts';
import { DECK_HOME } from './deck-home.ts';
import { useDeck } from './use-deck.ts';
import './deck.css';

/** What the main column draws when the deck is the layout: the current route's page. */
export interface MainSlot {
  content: ReactNode;
  /** Off on the deck's home (unless the main column is always shown). */
  shown: boolean;
  path: string;
}

/** Stands in for a main column when the deck has none of its own. */
const IMPLIED_MAIN: Column = { id: 'main', type: 'main', name: null, width: 520 };

/**
 * The deck (spec P1 §2): the profile's columns in rows side by side, scrolling sideways; a row
 * stacks its columns. On a phone one column is shown at a time, chosen from a list.
 */
export function DeckView({ phone, main }: { phone: boolean; main?: MainSlot }) {
  const { deck, loaded, error, apply } = useDeck();
  const { me } = useMe();
  const meta = useMeta();
  const targets = useJumpTargets();
  const align = useSettingValue('deckColumnAlign');
  const sources = availableSources(me?.policies ?? meta?.policies);
  const byId = useMemo(() => new Map(deck.columns.map((c) => [c.id, c])), [deck.columns]);
  const [shown, setShown] = useState<string | null>(null);
  const access = useChatAccess();
  const chat = access === 'available' || access === 'readonly';

  const addButton = (
    <button
      type="button"
      className="kumo-button"
      aria-haspopup="menu"
      onClick={(e) =>
        void openMenu(addColumnMenu(sources, targets, apply, chat), e.currentTarget, {
          label: t('deckAddColumn'),
        })
      }
    >
      <IconPlus size={16} aria-hidden />
      {t('deckAddColumn')}
    </button>
  );
  if (!loaded) return <LoadingView />;
  if (error) return <p className="kumo-empty">{describeError(error)}</p>;
  const hasMain = deck.columns.some((c) => c.type === 'main');
  const mainShown = main?.shown ?? false;
  // a deck without a main column of its own draws one only for a page other than its home
  const impliedMain = !!main && mainShown && !hasMain && main.path !== DECK_HOME;
  if (deck.columns.length === 0 && !impliedMain)
    return (
      <div className="kumo-empty kumo-deck-empty">
        <IconLayoutColumns size={40} aria-hidden />
        <p>{t('deckEmpty')}</p>
        {addButton}
      </div>
    );

  if (phone) {
    const current = byId.get(shown ?? '') ?? deck.columns[0]!;
    return (
      <div className="kumo-deck" data-phone>
        <div className="kumo-deck-toolbar">
          <SelectField
            label={t('deckColumn')}
            value={current.id}
            onChange={setShown}
            options={deck.columns.map((c) => ({ value: c.id, label: columnName(c) }))}
          />
          {addButton}
        </div>
        <DeckColumnView key={current.id} column={current} apply={apply} />
      </div>
    );
  }
  return (
    <div className="kumo-deck" data-align={align}>
      {impliedMain && (
        <div className="kumo-deck-row">
          <DeckColumnView column={IMPLIED_MAIN} apply={apply} main={main} fixed />
        </div>
      )}
      {deck.layout.map((row) => {
        const columns = row
          .map((id) => byId.get(id))
          .filter((c): c is Column => !!c && (c.type !== 'main' || !main || mainShown));
        if (columns.length === 0) return null;
        return (
          <div key={row.join(',')} className="kumo-deck-row">
            {columns.map((c) => (
              <DeckColumnView
                key={c.id}
                column={c}
                apply={apply}
                main={c.type === 'main' ? main : undefined}
              />
            ))}
          </div>
        );
      })}
      <div className="kumo-deck-add">{addButton}</div>
    </div>
  );
}
