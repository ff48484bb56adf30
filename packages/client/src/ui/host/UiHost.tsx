import { Fragment, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ToastStack } from '../toast/ToastStack.tsx';
import { getLayers, subscribeLayers } from './layer-store.ts';
import { configureUi, type UiConfig } from './ui-config.ts';

/**
 * Renders every open modal, window and toast. Mount it once, inside the app's providers (so modal
 * content can use them) — the props carry the device settings the presentation rules need.
 */
export function UiHost({ deviceKind, disableDrawer, blur, animation, navigate }: Partial<UiConfig>) {
  useEffect(() => {
    const patch: Partial<UiConfig> = { deviceKind, disableDrawer, blur, animation, navigate };
    for (const key of Object.keys(patch) as Array<keyof UiConfig>)
      if (patch[key] === undefined) delete patch[key];
    configureUi(patch);
  }, [deviceKind, disableDrawer, blur, animation, navigate]);
  const layers = useSyncExternalStore(subscribeLayers, getLayers, getLayers);
  return createPortal(
    <div className="kumo-ui-host">
      {layers.map((layer) => (
        <Fragment key={layer.id}>{layer.render(layer)}</Fragment>
      ))}
      <ToastStack />
    </div>,
    document.body,
  );
}
