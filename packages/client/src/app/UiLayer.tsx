import { navigate } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { UiHost } from '@/ui/index.ts';
import { useDeviceKind } from './use-device-kind.ts';

/** Dialogs, menus, toasts and windows, presented as the device and the settings want. */
export function UiLayer() {
  const deviceKind = useDeviceKind();
  const disableDrawer = useSettingValue('disableDrawer');
  const blur = useSettingValue('useBlurEffectForModal');
  const animation = useSettingValue('animation');
  return (
    <UiHost
      deviceKind={deviceKind}
      disableDrawer={disableDrawer}
      blur={blur}
      animation={animation}
      navigate={navigate}
    />
  );
}
