import './emoji.css';

export { UnicodeEmoji } from './UnicodeEmoji.tsx';
export { CustomEmoji } from './CustomEmoji.tsx';
export { twemojiFileName, twemojiUrl } from './twemoji-file.ts';
export { customEmojiPath, safeImageSrc } from './custom-emoji-url.ts';
