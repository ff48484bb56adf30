export { openMediaViewer } from './open-media-viewer.ts';
export type { ViewerItem } from './viewer-items.ts';
export { VIEWER_FRAGMENT } from './viewer-history.ts';
