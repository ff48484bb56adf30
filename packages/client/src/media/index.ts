export { MediaList } from './MediaList.tsx';
export { proxiedImageUrl, type ProxyKind } from './media-proxy.ts';
export { startsHidden } from './media-visibility.ts';
export { useMediaSettings, type MediaSettings } from './use-media-settings.ts';
export { SensitiveCover } from './SensitiveCover.tsx';
