export { LinkPreviews } from './LinkPreviews.tsx';
export { LinkPreview } from './LinkPreview.tsx';
export { PreviewCard } from './PreviewCard.tsx';
export { useUrlPreviewPopup } from './use-url-preview-popup.tsx';
export { UrlPreviewAnchor } from './UrlPreviewAnchor.tsx';
export { useUrlPreview } from './use-url-preview.ts';
export { previewCache } from './preview-fetch.ts';
export type { UrlSummary } from './summary.ts';
