import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { WidgetAreaAd } from '@/ads/index.ts';
import { AccountScope, AccountScopeOwner, sameServerAccounts, useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { LinkScope, openPageWindow } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { IconButton, openMenu, ScrollRootContext } from '@/ui/index.ts';
import { WidgetEditToggle, WidgetList } from '@/widgets/index.ts';
import { ColumnBody } from './ColumnBody.tsx';
import { ColumnResizeHandle } from './ColumnResizeHandle.tsx';
import { columnMenu } from './column-menu.tsx';
import { columnName } from './column-name.ts';
import { setColumnWidgets, swapColumns, updateColumn } from './deck-ops.ts';
import type { Column, Deck } from './deck-types.ts';
import type { MainSlot } from './DeckView.tsx';

const DRAG_TYPE = 'application/x-kumo-deck-column';

/**
 * One column: a header with its name, a collapse button and its menu, then what it shows in a box
 * that scrolls on its own. Collapsed (`active` off), it is a narrow strip with the name sideways.
 */
export function DeckColumnView({
  column,
  apply,
  main,
  fixed = false,
}: {
  column: Column;
  apply: (operation: (deck: Deck) => Deck) => void;
  /** For the main column with the deck as the layout: the current route's page. */
  main?: MainSlot;
  /** A column that is not part of the profile (the implied main column): no menu, no collapsing. */
  fixed?: boolean;
}) {
  const body = useRef<HTMLDivElement>(null);
  const mainPath = main?.path;
  // a new page in the main column starts at its top
  useEffect(() => {
    if (mainPath !== undefined) body.current?.scrollTo({ top: 0 });
  }, [mainPath]);
  const name = columnName(column);
  const active = column.active !== false;
  const toggle = () => apply((d) => updateColumn(d, column.id, { active: !active }));
  const navWindow = useSettingValue('deckNavWindow');
  const [editing, setEditing] = useState(false);
  const { account } = useMe();
  const content =
    column.type === 'widgets' ? (
      <>
        <WidgetList
          widgets={column.widgets ?? []}
          editing={editing}
          onChange={(next) => apply((d) => setColumnWidgets(d, column.id, next))}
        />
        <WidgetAreaAd />
      </>
    ) : column.type === 'main' ? (
      (main?.content ?? <p className="kumo-caption kumo-deck-unsupported">{t('deckMainColumnHint')}</p>)
    ) : (
      <ColumnBody column={column} scrollRef={body} />
    );
  return (
    <section
      className="kumo-deck-column"
      data-active={active || undefined}
      data-flexible={column.flexible || undefined}
      style={active ? { width: column.width } : undefined}
      aria-label={name}
      // dropping another column's header here swaps the two (the menu does the same by keyboard)
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
      }}
      onDrop={(e) => {
        const from = e.dataTransfer.getData(DRAG_TYPE);
        if (!from || from === column.id) return;
        e.preventDefault();
        apply((d) => swapColumns(d, from, column.id));
      }}
    >
      <header
        className="kumo-deck-column-header"
        draggable
        onDragStart={(e) => {
          e.dataTransfer.setData(DRAG_TYPE, column.id);
          e.dataTransfer.effectAllowed = 'move';
        }}
      >
        {!fixed && (
          <IconButton
            label={active ? t('deckCollapse', { name }) : t('deckExpand', { name })}
            icon={active ? IconChevronLeft : IconChevronRight}
            size={16}
            aria-expanded={active}
            onClick={toggle}
          />
        )}
        <h2 className="kumo-deck-column-name">{name}</h2>
        {active && <AccountScopeOwner accountId={column.accountId} />}
        {active && column.type === 'widgets' && (
          <WidgetEditToggle editing={editing} onToggle={() => setEditing(!editing)} />
        )}
        {active && !fixed && (
          <IconButton
            label={t('deckColumnMenu', { name })}
            icon={IconDots}
            size={18}
            aria-haspopup="menu"
            onClick={(e) => {
              const anchor = e.currentTarget;
              void (account ? sameServerAccounts(account) : Promise.resolve([])).then((accounts) =>
                openMenu(columnMenu(column, apply, { accounts, current: account?.id }), anchor, {
                  label: name,
                }),
              );
            }}
          />
        )}
      </header>
      {active && (
        <div ref={body} className="kumo-deck-column-body">
          {/* with navWindow on, a page opened from a column comes up in a window beside the deck */}
          <ScrollRootContext.Provider value={body}>
            <AccountScope accountId={column.type === 'main' ? undefined : column.accountId}>
              {navWindow && column.type !== 'main' ? (
                <LinkScope go={(to) => void openPageWindow(to)}>{content}</LinkScope>
              ) : (
                content
              )}
            </AccountScope>
          </ScrollRootContext.Provider>
        </div>
      )}
      {active && !fixed && !column.flexible && (
        <ColumnResizeHandle
          name={name}
          width={column.width}
          onResize={(width) => apply((d) => updateColumn(d, column.id, { width }))}
        />
      )}
    </section>
  );
}
