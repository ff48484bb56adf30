import { useHoverPreview } from '@/ui/index.ts';
import { PreviewCard } from './PreviewCard.tsx';
import { useUrlPreview } from './use-url-preview.ts';
import './link-preview.css';

function PopupCard({ url }: { url: string }) {
  return <PreviewCard url={url} preview={useUrlPreview(url)} compact />;
}

/**
 * The link preview popup (spec P2 §2): hovering a link for the hover-preview delay (300 ms) shows
 * its card. Spread `anchorProps` on the link and render `preview` next to it.
 */
export function useUrlPreviewPopup(url: string | null) {
  return useHoverPreview(() => (url ? <PopupCard url={url} /> : null));
}
