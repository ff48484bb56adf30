import { useCallback, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import {
  DRAWER_ANIMATION_MS,
  MODAL_ANIMATION_MS,
  MODAL_BLUR_PX,
  MODAL_MARGIN,
  POPUP_ANIMATION_MS,
} from '../constants.ts';
import { useFocusTrap } from '../focus/useFocusTrap.ts';
import { removeLayer } from '../host/layer-store.ts';
import { getUiConfig, motionAllowed } from '../host/ui-config.ts';
import { drawerMaxHeight, type Presentation } from './presentation.ts';
import { usePopupPosition, type PopupTarget } from './usePopupPosition.ts';
import './modal.css';

export interface ModalContext<T> {
  /** Closes the modal; no value (undefined) means canceled. */
  close: (value?: T) => void;
  presentation: Presentation;
}

interface ModalFrameProps<T> {
  layerId: number;
  zIndex: number;
  presentation: Presentation;
  target: PopupTarget;
  cancelable: boolean;
  render: (ctx: ModalContext<T>) => ReactNode;
  settle: (value: T | undefined) => void;
  /** What had the focus when the modal was asked for: it gets it back on close. */
  opener: HTMLElement | null;
}

const DURATIONS: Record<Presentation, number> = {
  dialog: MODAL_ANIMATION_MS,
  drawer: DRAWER_ANIMATION_MS,
  popup: POPUP_ANIMATION_MS,
  side: DRAWER_ANIMATION_MS,
};

/**
 * The frame every modal shares: backdrop, placement for its presentation, enter and leave
 * animations, focus trap, and cancel on Escape or a backdrop click.
 */
export function ModalFrame<T>({
  layerId,
  zIndex,
  presentation,
  target,
  cancelable,
  render,
  settle,
  opener,
}: ModalFrameProps<T>) {
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const duration = motionAllowed() ? DURATIONS[presentation] : 0;
  useFocusTrap(panelRef, !leaving, opener);
  const popupStyle = usePopupPosition(panelRef, presentation === 'popup', target);

  const close = useCallback(
    (value?: T) => {
      if (leavingRef.current) return;
      leavingRef.current = true;
      setLeaving(true);
      settle(value);
      window.setTimeout(() => removeLayer(layerId), duration);
    },
    [settle, layerId, duration],
  );
  const cancel = () => {
    if (cancelable) close(undefined);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    cancel();
  };

  const frameStyle = {
    zIndex,
    '--kumo-modal-duration': `${duration}ms`,
    '--kumo-modal-margin': `${MODAL_MARGIN}px`,
    '--kumo-modal-blur': getUiConfig().blur ? `${MODAL_BLUR_PX}px` : '0px',
  } as CSSProperties;
  const panelStyle: CSSProperties | undefined =
    presentation === 'drawer' ? { maxHeight: drawerMaxHeight(window.innerHeight) } : popupStyle;
  const panel = (
    <div ref={panelRef} className="kumo-modal-panel" style={panelStyle} tabIndex={-1}>
      {render({ close, presentation })}
    </div>
  );
  return (
    <div
      className="kumo-modal"
      data-presentation={presentation}
      data-leaving={leaving || undefined}
      // a closing modal stays for its leave animation only to be seen: no one can reach it, and
      // assistive technology no longer finds it (a dialog opened next is the only one there)
      inert={leaving || undefined}
      aria-hidden={leaving || undefined}
      style={frameStyle}
      onKeyDown={onKeyDown}
    >
      <div className="kumo-modal-backdrop" aria-hidden onClick={cancel} />
      {presentation === 'dialog' ? <div className="kumo-modal-center">{panel}</div> : panel}
    </div>
  );
}
