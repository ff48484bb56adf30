import { useMemo } from 'react';
import type * as mfm from 'mfm-js';
import { extractPreviewUrls, parseMfm } from '@/mfm/index.ts';
import { LinkPreview } from './LinkPreview.tsx';
import { MAX_PREVIEWS_PER_NOTE } from './preview-rules.ts';
import './link-preview.css';

interface LinkPreviewsProps {
  /** The note's text (parsed here unless `nodes` is given). */
  text?: string | null;
  /** The note's parsed MFM, to avoid parsing twice. */
  nodes?: mfm.MfmNode[];
  /** Addresses to preview, instead of those found in the text. */
  urls?: string[];
}

/** The previews under a note: its links and bare URLs, silent links excepted, at most three. */
export function LinkPreviews({ text, nodes, urls }: LinkPreviewsProps) {
  const found = useMemo(() => {
    if (urls) return urls;
    const tree = nodes ?? (text ? parseMfm(text, false) : []);
    return extractPreviewUrls(tree);
  }, [urls, nodes, text]);
  const shown = found.slice(0, MAX_PREVIEWS_PER_NOTE);
  if (shown.length === 0) return null;
  return (
    <div className="kumo-link-previews">
      {shown.map((url) => (
        <LinkPreview key={url} url={url} />
      ))}
    </div>
  );
}
