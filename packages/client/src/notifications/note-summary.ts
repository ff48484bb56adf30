import type * as mfm from 'mfm-js';
import { parseMfm } from '@/mfm/index.ts';

function nodeText(node: mfm.MfmNode): string {
  switch (node.type) {
    case 'text':
      return node.props.text;
    case 'unicodeEmoji':
      return node.props.emoji;
    case 'emojiCode':
      return `:${node.props.name}:`;
    case 'mention':
      return node.props.acct;
    case 'hashtag':
      return `#${node.props.hashtag}`;
    case 'url':
      return node.props.url;
    case 'inlineCode':
    case 'blockCode':
      return node.props.code;
    case 'mathInline':
    case 'mathBlock':
      return node.props.formula;
    case 'search':
      return node.props.query;
    default:
      return 'children' in node && node.children ? node.children.map(nodeText).join('') : '';
  }
}

/**
 * A note's text as one plain line for an excerpt: markup and effects dropped, their text kept, custom
 * emoji left as `:name:` (the plain renderer draws them), white space collapsed.
 */
export function summarizeText(text: string): string {
  const nodes = parseMfm(text, false);
  return nodes.map(nodeText).join('').replace(/\s+/g, ' ').trim();
}
