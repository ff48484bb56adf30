import { useMemo } from 'react';
import type * as mfm from 'mfm-js';
import type { entities } from 'misskey-js';
import { useMfmMotion } from './use-mfm-motion.ts';
import { parseMfm } from './parse-cache.ts';
import type { RenderContext } from './render-context.ts';
import { renderNodes } from './render-mfm.tsx';
import { instanceHost } from '@/queries/index.ts';

export interface MfmProps {
  text: string;
  /** Only text and emoji, on one line (user names, reactions' tooltips). */
  plain?: boolean;
  /** Keep to one line and cut with an ellipsis. */
  nowrap?: boolean;
  /** The writer: decides the host of bare mentions and emoji, and cat speech. */
  author?: Pick<entities.UserLite, 'host'> & { isCat?: boolean };
  /** Custom emoji images by name: the note's `emojis` / `reactionEmojis`. */
  emojiUrls?: Record<string, string>;
  /** Note text (default) links hashtags to /tags/; profile text (false) to /user-tags/. */
  isNote?: boolean;
  /** Overrides the hashtag link prefix chosen by isNote. */
  hashtagBase?: string;
  /** Cat speech: true always, 'respect' when the author is a cat. */
  nyaize?: boolean | 'respect';
  /** An already parsed tree, to skip parsing. */
  parsedNodes?: mfm.MfmNode[] | null;
  /** This server's host; mentions of it are shown without host. Defaults to the page's host. */
  localHost?: string;
  /** `$[clickable.ev=id ...]` was clicked (plugins). */
  onClickEv?: (id: string) => void;
}

/** Parses MFM (spec P2 §3, §5) and renders it as React elements; no note text becomes HTML. */
export function Mfm(props: MfmProps) {
  const {
    text,
    plain = false,
    nowrap = false,
    author,
    emojiUrls,
    isNote = true,
    parsedNodes,
    onClickEv,
  } = props;
  const { animate, advanced } = useMfmMotion();
  const nodes = useMemo(() => parsedNodes ?? parseMfm(text, plain), [parsedNodes, plain, text]);
  if (!parsedNodes && text === '') return null;
  const ctx: RenderContext = {
    plain,
    nowrap,
    authorHost: author?.host ?? null,
    emojiUrls,
    hashtagBase: props.hashtagBase ?? (isNote ? '/tags' : '/user-tags'),
    localHost: props.localHost ?? instanceHost(),
    animate,
    advanced,
    onClickEv,
  };
  const nyaize = props.nyaize === true || (props.nyaize === 'respect' && author?.isCat === true);
  return (
    <span className={nowrap ? 'kumo-mfm kumo-mfm-nowrap' : 'kumo-mfm'}>
      {renderNodes(nodes, ctx, { depth: 0, nyaize, scale: 1, offset: { x: 0, y: 0 } })}
    </span>
  );
}
