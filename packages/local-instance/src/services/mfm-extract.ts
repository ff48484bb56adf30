import * as mfm from 'mfm-js';

export interface Extracted {
  mentions: { username: string; host: string | null }[];
  hashtags: string[];
  emojis: string[];
}

/** Mentions, hashtags and custom emoji names used in the given MFM texts. */
export function extractFromMfm(...texts: (string | null | undefined)[]): Extracted {
  const mentions = new Map<string, { username: string; host: string | null }>();
  const hashtags = new Set<string>();
  const emojis = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    mfm.inspect(mfm.parse(text), (node) => {
      if (node.type === 'mention') {
        mentions.set(node.props.acct.toLowerCase(), { username: node.props.username, host: node.props.host });
      } else if (node.type === 'hashtag') {
        hashtags.add(node.props.hashtag.toLowerCase());
      } else if (node.type === 'emojiCode') {
        emojis.add(node.props.name);
      }
    });
  }
  return { mentions: [...mentions.values()], hashtags: [...hashtags], emojis: [...emojis] };
}
