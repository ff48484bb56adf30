import { lazy, Suspense, type ReactNode } from 'react';
import { WINDOW_DEFAULT_HEIGHT, WINDOW_DEFAULT_WIDTH } from '../constants.ts';
import { addLayer, getLayers, removeLayer, subscribeLayers } from '../host/layer-store.ts';
import { initialWindowRect } from './window-geometry.ts';

// A window's frame (title bar, moving and resizing) loads with the first window opened.
const WindowFrame = lazy(() => import('./WindowFrame.tsx').then((m) => ({ default: m.WindowFrame })));

export interface WindowOptions {
  title: string;
  initialWidth?: number;
  initialHeight?: number;
  /** A 32 px title bar when minimised instead of 39. */
  mini?: boolean;
  render: (ctx: { close: () => void }) => ReactNode;
}

export interface WindowHandle {
  close: () => void;
  /** Resolves when the window has closed, by its button or by `close`. */
  closed: Promise<void>;
}

/** Opens a movable, resizable window above the page (below modals and dialogs). */
export function openWindow({
  title,
  initialWidth,
  initialHeight,
  mini,
  render,
}: WindowOptions): WindowHandle {
  let resolveClosed = () => {};
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const cascade = getLayers().filter((l) => l.kind === 'window').length;
  const initialRect = initialWindowRect(
    { width: initialWidth ?? WINDOW_DEFAULT_WIDTH, height: initialHeight ?? WINDOW_DEFAULT_HEIGHT },
    { width: window.innerWidth, height: window.innerHeight },
    cascade,
  );
  let id = 0;
  const close = () => {
    removeLayer(id);
    resolveClosed();
  };
  id = addLayer('window', 'low', (layer) => (
    <Suspense fallback={null}>
      <WindowFrame
        layerId={layer.id}
        zIndex={layer.zIndex}
        title={title}
        initialRect={initialRect}
        mini={mini}
        onClose={close}
      >
        {render({ close })}
      </WindowFrame>
    </Suspense>
  ));
  return { close, closed };
}

/** Calls `listener` with the number of open windows whenever the layers change; returns the unsubscribe. */
export function watchOpenWindows(listener: (count: number) => void): () => void {
  return subscribeLayers(() => listener(getLayers().filter((l) => l.kind === 'window').length));
}
