import { apiUrl } from '@/api/index.ts';
import { useMeta } from '@/queries/index.ts';
import { useSettingValue } from '@/store/index.ts';

/** The settings that decide how media in notes is shown (spec P2 §3, §4). */
export function useMediaSettings() {
  const meta = useMeta();
  return {
    nsfw: useSettingValue('nsfw'),
    dataSaver: useSettingValue('enableDataSaverMode'),
    loadRawImages: useSettingValue('loadRawImages'),
    imageNewTab: useSettingValue('imageNewTab'),
    disableAnimated: useSettingValue('disableShowingAnimatedImages'),
    oneImageAppearance: useSettingValue('mediaListWithOneImageAppearance'),
    proxyBase: meta?.mediaProxy ?? apiUrl('/proxy'),
  };
}

export type MediaSettings = ReturnType<typeof useMediaSettings>;
