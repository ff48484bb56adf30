import type { MfmNode } from 'mfm-js';
import { linkHref } from './safe-url.ts';

/**
 * The addresses a note offers link previews for: bare URLs and links, in order, without duplicates, and
 * without silent links (`?[label](url)`), which exist precisely to link without a preview.
 */
export function extractPreviewUrls(nodes: readonly MfmNode[]): string[] {
  const found: string[] = [];
  const walk = (list: readonly MfmNode[]) => {
    for (const node of list) {
      if (node.type === 'url' || (node.type === 'link' && !node.props.silent)) {
        const href = linkHref(node.props.url);
        if (href !== null && !found.includes(href)) found.push(href);
      }
      if (node.type !== 'link' && node.children) walk(node.children);
    }
  };
  walk(nodes);
  return found;
}
