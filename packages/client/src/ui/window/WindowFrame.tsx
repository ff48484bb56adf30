import {
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { WINDOW_MINIMIZED_HEIGHT, WINDOW_MINIMIZED_HEIGHT_MINI } from '../constants.ts';
import { focusableElements, focusFirst } from '../focus/useFocusTrap.ts';
import { raiseLayer } from '../host/layer-store.ts';
import { startDrag } from './start-drag.ts';
import {
  isDoubleClick,
  moveWindowRect,
  resizeWindowRect,
  WINDOW_EDGES,
  type WindowEdge,
  type WindowMode,
  type WindowRect,
} from './window-geometry.ts';
import { WindowScopeContext, type WindowScope } from './window-scope.ts';
import { WindowTitleBar } from './WindowTitleBar.tsx';
import { ScrollRootContext } from '../scroll-root.tsx';
import { spacerStyle, useSpacerMargin } from '../spacer.ts';
import './window.css';

interface WindowFrameProps {
  layerId: number;
  zIndex: number;
  title: string;
  initialRect: WindowRect;
  /** Mini mode: a 32 px title bar when minimised. */
  mini?: boolean;
  children: ReactNode;
  onClose: () => void;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const fromButton = (target: EventTarget) => target instanceof Element && target.closest('button') !== null;

/** A movable, resizable, non-modal window (spec P2 §4: normal, maximised, minimised). */
export function WindowFrame({
  layerId,
  zIndex,
  title,
  initialRect,
  mini,
  children,
  onClose,
}: WindowFrameProps) {
  const [rect, setRect] = useState(initialRect);
  const [shownTitle, setShownTitle] = useState(title);
  const scope = useMemo<WindowScope>(
    () => ({
      setTitle: (next) => setShownTitle(next || title),
      scrollToTop: () =>
        ref.current?.querySelector('.kumo-window-body')?.scrollTo({ top: 0, behavior: 'smooth' }),
    }),
    [title],
  );
  const [mode, setMode] = useState<WindowMode>('normal');
  const lastClickAt = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // a window is never a phone's page: its width alone picks the spacer's margin
  const spacer = useSpacerMargin(bodyRef, false);
  const titleId = useId();
  const minimizedHeight = mini ? WINDOW_MINIMIZED_HEIGHT_MINI : WINDOW_MINIMIZED_HEIGHT;
  const shown = mode === 'minimized' ? { ...rect, height: minimizedHeight } : rect;

  // a layout effect: its cleanup runs while the window is still in the page (a passive one runs
  // after React has removed it, when the focus it held is already lost)
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = ref.current;
    const body = el?.querySelector<HTMLElement>('.kumo-window-body');
    // Focus the content when it has something to focus, else the window itself.
    if (body && (body.querySelector('[data-autofocus]') || focusableElements(body).length > 0))
      focusFirst(body);
    else el?.focus({ preventScroll: true });
    return () => {
      if (el?.contains(document.activeElement) && previous?.isConnected) previous.focus();
    };
  }, []);

  const toggleMaximized = () => setMode((m) => (m === 'maximized' ? 'normal' : 'maximized'));
  const toggleMinimized = () => setMode((m) => (m === 'minimized' ? 'normal' : 'minimized'));

  const onTitlePointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (mode === 'maximized' || e.button !== 0 || fromButton(e.target)) return;
    const start = shown;
    startDrag(e, (dx, dy) => {
      const moved = moveWindowRect(start, dx, dy, viewport());
      setRect((r) => ({ ...r, left: moved.left, top: moved.top }));
    });
  };
  const onTitleClick = (e: MouseEvent<HTMLDivElement>) => {
    if (fromButton(e.target)) return;
    const now = Date.now();
    if (isDoubleClick(lastClickAt.current, now)) {
      lastClickAt.current = null;
      toggleMaximized();
    } else lastClickAt.current = now;
  };
  const onResizeStart = (edge: WindowEdge) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const start = rect;
    startDrag(e, (dx, dy) => setRect(resizeWindowRect(start, edge, dx, dy, viewport())));
  };

  const style: CSSProperties =
    mode === 'maximized' ? { zIndex, left: 0, top: 0, width: '100%', height: '100%' } : { zIndex, ...shown };
  return (
    <div
      ref={ref}
      className="kumo-window"
      data-mode={mode}
      data-mini={mini || undefined}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={style}
      onPointerDownCapture={() => raiseLayer(layerId, 'low')}
      onFocusCapture={() => raiseLayer(layerId, 'low')}
    >
      <WindowTitleBar
        title={shownTitle}
        titleId={titleId}
        mode={mode}
        onPointerDown={onTitlePointerDown}
        onClick={onTitleClick}
        onMinimize={toggleMinimized}
        onMaximize={toggleMaximized}
        onClose={onClose}
      />
      <div
        ref={bodyRef}
        className="kumo-window-body"
        hidden={mode === 'minimized'}
        style={spacerStyle(spacer)}
      >
        <WindowScopeContext.Provider value={scope}>
          {/* lists in a window scroll with its body, not with the page behind it */}
          <ScrollRootContext.Provider value={bodyRef}>{children}</ScrollRootContext.Provider>
        </WindowScopeContext.Provider>
      </div>
      {mode === 'normal' &&
        WINDOW_EDGES.map((edge) => (
          <div
            key={edge}
            className="kumo-window-handle"
            data-edge={edge}
            aria-hidden
            onPointerDown={onResizeStart(edge)}
          />
        ))}
    </div>
  );
}
