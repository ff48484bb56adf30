import type { LinkHoverAnchor } from '@/mfm/index.ts';
import { useUrlPreviewPopup } from './use-url-preview-popup.tsx';

/**
 * Spec P2 §2: a link in MFM with its preview popup, shown after the pointer rests on it for the
 * hover-preview delay (given to MFM through LinkHoverContext).
 */
export const UrlPreviewAnchor: LinkHoverAnchor = ({ url, children }) => {
  const { anchorProps, preview } = useUrlPreviewPopup(url);
  return (
    <>
      {children(anchorProps)}
      {preview}
    </>
  );
};
