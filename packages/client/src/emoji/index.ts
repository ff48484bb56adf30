import './emoji.css';

export { UnicodeEmoji } from './UnicodeEmoji.tsx';
export { CustomEmoji } from './CustomEmoji.tsx';
export { twemojiFileName, twemojiUrl } from './twemoji-file.ts';
export { customEmojiPath, safeImageSrc } from './custom-emoji-url.ts';

// data: the Unicode list (lazy chunk) and the instance's custom emoji
export {
  UNICODE_EMOJI_CATEGORIES,
  loadUnicodeEmojis,
  type UnicodeEmojiEntry,
  type UnicodeEmojiCategory,
} from './unicode-emoji.ts';
export { useUnicodeEmojis } from './useUnicodeEmojis.ts';
export {
  isApproved,
  hasUploaderName,
  canUseEmoji,
  roleIdsOf,
  type CustomEmoji as CustomEmojiData,
} from './custom-emoji.ts';
export { CustomEmojiStore, applyEmojiEvent, isCacheStale, EMOJI_CACHE_KEY } from './custom-emoji-store.ts';
export { useCustomEmojis, useCustomEmojiMap, customEmojiStore } from './useCustomEmojis.ts';

// rules
export {
  buildEmojiIndex,
  createEmojiSearcher,
  searchEmojis,
  pickOnEnter,
  emojiValue,
  normalizeEmojiQuery,
  type EmojiCandidate,
  type EmojiIndex,
} from './emoji-search.ts';
export { pushRecentEmoji } from './recent-emojis.ts';
export { reactionRules, canReactWithCustom, canPressReactionChip, LIKE_REACTION } from './reaction-rules.ts';
export { EMOJI_SEARCH_LIMIT, EMOJI_CACHE_REFRESH_MS, RECENT_EMOJI_MAX } from './emoji-constants.ts';
export { normalizeReaction, sameReaction, reactionEmojiName } from './reaction-key.ts';
export { emojiMuteKey, isEmojiMuted, setEmojiMuted } from './emoji-mute.ts';
