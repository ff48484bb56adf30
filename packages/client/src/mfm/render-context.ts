/** What the renderer knows while it walks one MFM tree. */
export interface RenderContext {
  /** Single-line rendering (names): line breaks become spaces. */
  plain: boolean;
  nowrap: boolean;
  /** Host of the note's author; null for a local author. */
  authorHost: string | null;
  /** Custom emoji images of a note (`emojis`, `reactionEmojis`). */
  emojiUrls: Record<string, string> | undefined;
  /** Link target prefix of hashtags: /tags in notes, /user-tags in profile text (spec P2 §2). */
  hashtagBase: string;
  /** This server's host: mentions of it are shown without host. */
  localHost: string;
  animate: boolean;
  advanced: boolean;
  onClickEv: ((id: string) => void) | undefined;
}

/** What changes on the way down the tree. */
export interface Scope {
  /** Number of enclosing nodes. */
  depth: number;
  /** Cat speech applies to text here (off inside links, quotes and plain). */
  nyaize: boolean;
  /** Magnification of enclosing `scale` effects. */
  scale: number;
  /** Offset in em of enclosing `position` effects. */
  offset: { x: number; y: number };
  /** Inside a link: links, URLs, mentions and hashtags are shown as text (no <a> within <a>). */
  inLink?: boolean;
}

/** spec P2 §5: MFM nesting depth is limited to 20. */
export const MFM_NEST_LIMIT = 20;
