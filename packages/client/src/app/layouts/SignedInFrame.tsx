import { IconApps, IconBell, IconHome, IconMenu2, IconPencil, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { Link, navigate, useLocation } from '@/router/index.ts';
import { useSettingsStore, useSettingValue } from '@/store/index.ts';
import { openModalIn, shortcutFor } from '../hotkeys.ts';
import { toggleDarkMode } from '@/theme/index.ts';
import { useDeviceKind, useOneColumnDeck } from '../use-device-kind.ts';
import { SideNav } from './SideNav.tsx';
import { TopNav } from './TopNav.tsx';
import { WidgetSideBar } from './WidgetSideBar.tsx';
import { openWidgetDrawer } from './WidgetDrawer.tsx';
import { widgetPlace } from './widget-place.ts';
import { useWideWindow } from './use-widgets.ts';
import { openPostForm } from '@/post-form/index.ts';
import { MAIN_ID } from './SkipLink.tsx';
import { lazyOptional, spacerStyle, useSpacerMargin } from '@/ui/index.ts';
import { PLUGIN_START_DELAY_MS } from '../startup-rules.ts';

/** The deck as the layout: its code loads only for those who chose it. */
const DeckHost = lazy(() => import('@/deck/DeckHost.tsx'));
/** Plugins run only for those who installed some, after the first screen (spec P1 §4). */
const PluginHost = lazyOptional(() => import('@/aiscript/PluginHost.tsx'));
/** Status bars load only for those who placed some. */
const StatusBars = lazyOptional(() => import('@/widgets/index.ts').then((m) => ({ default: m.StatusBars })));

/** Achievements are watched after the first screen (their code is not on its path). */
const AchievementWatcher = lazyOptional(() => import('../AchievementWatcher.tsx'));

/** True once `on` and start-up has had its delay (plugins, achievements); stays true. */
function useAfterStartup(anyActive: boolean): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!anyActive || started) return;
    const timer = setTimeout(() => setStarted(true), PLUGIN_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [anyActive, started]);
  return started;
}

/** The signed-in frame: side menu (full, icons or top bar per menuDisplay), or bottom bar and drawer on phones. */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuDisplay = useSettingValue('menuDisplay');
  const hasStatusBars = useSettingValue('statusbars').length > 0;
  const watchAchievements = useAfterStartup(true);
  const runPlugins = useAfterStartup(useSettingValue('plugins').some((p) => p.active));
  const device = useDeviceKind();
  const store = useSettingsStore();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
      const shortcut = shortcutFor(e);
      // keys belong to an open dialog or menu (not to one that is closing: it is inert already)
      if (!shortcut || openModalIn(document)) return;
      e.preventDefault();
      if (shortcut.kind === 'navigate') navigate(shortcut.to);
      else if (shortcut.kind === 'post') void openPostForm();
      else if (shortcut.kind === 'help')
        void import('../ShortcutsHelp.tsx').then((m) => m.openShortcutsHelp());
      else toggleDarkMode(store);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  const phone = device === 'smartphone';
  // spec P1 §2: the spacer's margins for the page bodies, by the column's width
  const mainRef = useRef<HTMLElement>(null);
  const spacer = useSpacerMargin(mainRef, phone);
  const { pathname } = useLocation();
  // local key `ui` (spec P1 §3): the deck as the layout, the page in its main column; phones keep
  // the one-column deck of the deck's own route
  const [deckUi] = useState(() => localStorage.getItem('ui') === 'deck');
  const oneColumnDeck = useOneColumnDeck();
  const hosted = deckUi && !oneColumnDeck;
  // the deck takes the whole width beside the menu
  const wide = hosted || pathname === '/secure/deck';
  const widgets = widgetPlace({ phone, wholeWidthPage: wide, wideWindow: useWideWindow() });
  // the menu offers the widgets drawer where the side bar is not shown
  const onOpenWidgets = widgets === 'drawer' ? () => void openWidgetDrawer() : undefined;
  return (
    <div className="kumo-frame" data-menu={menuDisplay} data-device={device} data-wide={wide || undefined}>
      {!phone && menuDisplay === 'top' && <TopNav onOpenWidgets={onOpenWidgets} />}
      {!phone && menuDisplay !== 'top' && (
        <div className="kumo-sidebar">
          <SideNav onOpenWidgets={onOpenWidgets} />
        </div>
      )}
      {drawerOpen && (
        <div className="kumo-drawer-backdrop" onClick={() => setDrawerOpen(false)}>
          <div className="kumo-drawer" onClick={(e) => e.stopPropagation()}>
            <SideNav onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}
      <main ref={mainRef} className="kumo-main" id={MAIN_ID} tabIndex={-1} style={spacerStyle(spacer)}>
        {hosted ? (
          <Suspense fallback={null}>
            <DeckHost path={pathname}>{children}</DeckHost>
          </Suspense>
        ) : (
          children
        )}
      </main>
      {widgets === 'side' && <WidgetSideBar />}
      {watchAchievements && (
        <Suspense fallback={null}>
          <AchievementWatcher />
        </Suspense>
      )}
      {runPlugins && (
        <Suspense fallback={null}>
          <PluginHost />
        </Suspense>
      )}
      {!phone && hasStatusBars && (
        <Suspense fallback={null}>
          <StatusBars />
        </Suspense>
      )}
      <nav className="kumo-bottom-nav" aria-label={t('mainNavigation')}>
        <button type="button" aria-label={t('openMenu')} onClick={() => setDrawerOpen(true)}>
          <IconMenu2 size={22} aria-hidden />
        </button>
        <Link to="/secure/timeline" aria-label={t('timeline')}>
          <IconHome size={22} aria-hidden />
        </Link>
        <Link to="/secure/my/notifications" aria-label={t('notifications')}>
          <IconBell size={22} aria-hidden />
        </Link>
        <Link to="/secure/search" aria-label={t('search')}>
          <IconSearch size={22} aria-hidden />
        </Link>
        <button type="button" aria-label={t('widgetsOpen')} onClick={() => void openWidgetDrawer()}>
          <IconApps size={22} aria-hidden />
        </button>
        <button
          type="button"
          className="kumo-bottom-compose"
          aria-label={t('newNote')}
          onClick={() => void openPostForm()}
        >
          <IconPencil size={22} aria-hidden />
        </button>
      </nav>
    </div>
  );
}
