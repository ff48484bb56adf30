import type { ReactNode } from 'react';
import type { ZBand } from '../constants.ts';
import { addLayer } from '../host/layer-store.ts';
import { getUiConfig } from '../host/ui-config.ts';
import { ModalFrame, type ModalContext } from './ModalFrame.tsx';
import { choosePresentation, type PreferredPresentation } from './presentation.ts';

export interface OpenModalOptions {
  /** Default auto: drawer on phones, popup with an anchor or point, else dialog. */
  presentation?: PreferredPresentation;
  /** The element a popup sits next to. */
  anchor?: Element | null;
  /** A pointer position for a context menu. */
  point?: { x: number; y: number };
  /** beside: next to the anchor horizontally (nested menus). */
  placement?: 'below' | 'beside';
  /** Default middle; dialogs use high. */
  band?: ZBand;
  /** Default true: Escape and the backdrop cancel. */
  cancelable?: boolean;
}

/**
 * Opens a modal in the UI host and resolves with the value it closes with, or undefined when
 * canceled. The host (<UiHost/>) must be mounted for it to show.
 */
export function openModal<T>(
  render: (ctx: ModalContext<T>) => ReactNode,
  options: OpenModalOptions = {},
): Promise<T | undefined> {
  const config = getUiConfig();
  const presentation = choosePresentation({
    deviceKind: config.deviceKind,
    hasAnchor: options.anchor != null || options.point != null,
    preferred: options.presentation,
    drawerDisabled: config.disableDrawer,
  });
  const target = { anchor: options.anchor, point: options.point, placement: options.placement };
  // taken now: the content may move the focus into itself (autofocus) before any effect runs
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    addLayer('modal', options.band ?? 'middle', (layer) => (
      <ModalFrame<T>
        layerId={layer.id}
        zIndex={layer.zIndex}
        presentation={presentation}
        target={target}
        cancelable={options.cancelable ?? true}
        render={render}
        settle={settle}
        opener={opener}
      />
    ));
  });
}
