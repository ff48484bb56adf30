import { Fragment, type ReactNode } from 'react';
import * as mfm from 'mfm-js';
import { nyaize } from 'misskey-js/nyaize.js';
import { CustomEmoji, UnicodeEmoji } from '@/emoji/index.ts';
import { Link } from '@/router/index.ts';
import { MfmCodeBlock } from './MfmCodeBlock.tsx';
import { MfmLink, MfmUrl } from './MfmLink.tsx';
import { MfmMath } from './MfmMath.tsx';
import { MfmMention } from './MfmMention.tsx';
import { MfmSearch } from './MfmSearch.tsx';
import { MFM_NEST_LIMIT, type RenderContext, type Scope } from './render-context.ts';
import { renderFn } from './render-fn.tsx';

function renderText(text: string, ctx: RenderContext, scope: Scope): ReactNode {
  let s = text.replace(/\r\n?/g, '\n');
  if (scope.nyaize) s = nyaize(s);
  if (ctx.plain) return s.replace(/\n/g, ' ');
  return s.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

/** `:name:`: the note's own image for it, this server's image for a local author, else the text. */
function renderEmojiCode(name: string, ctx: RenderContext): ReactNode {
  const url = ctx.emojiUrls?.[name];
  if (url !== undefined) return <CustomEmoji name={name} url={url} />;
  if (ctx.authorHost !== null) return `:${name}:`;
  return <CustomEmoji name={name} />;
}

const LINK_TYPES = new Set<mfm.MfmNode['type']>(['link', 'url', 'mention', 'hashtag']);

function renderNode(node: mfm.MfmNode, ctx: RenderContext, scope: Scope): ReactNode {
  const inner: Scope = { ...scope, depth: scope.depth + 1 };
  const children = (over?: Partial<Scope>) => renderNodes(node.children ?? [], ctx, { ...inner, ...over });
  // spec P2 §5: nesting is limited; a tree handed in deeper than the parser allows is shown as its source.
  if (scope.depth >= MFM_NEST_LIMIT && (node.children?.length ?? 0) > 0) return mfm.toString(node);
  // The parser never puts a link inside a link; a tree from elsewhere might, and <a> in <a> is invalid HTML.
  if (scope.inLink && LINK_TYPES.has(node.type)) return mfm.toString(node);
  switch (node.type) {
    case 'text':
      return renderText(node.props.text, ctx, scope);
    case 'bold':
      return <b>{children()}</b>;
    case 'italic':
      return <i className="kumo-mfm-italic">{children()}</i>;
    case 'strike':
      return <del>{children()}</del>;
    case 'small':
      return <small className="kumo-mfm-small">{children()}</small>;
    case 'center':
      return <div className="kumo-mfm-center">{children()}</div>;
    case 'quote':
      return ctx.nowrap ? (
        <span className="kumo-mfm-quote">{children({ nyaize: false })}</span>
      ) : (
        <blockquote className="kumo-mfm-quote">{children({ nyaize: false })}</blockquote>
      );
    case 'plain':
      return <span>{children({ nyaize: false })}</span>;
    case 'inlineCode':
      return <code className="kumo-mfm-inline-code">{node.props.code}</code>;
    case 'blockCode':
      return <MfmCodeBlock code={node.props.code} lang={node.props.lang} />;
    case 'mathInline':
      return <MfmMath formula={node.props.formula} block={false} />;
    case 'mathBlock':
      return <MfmMath formula={node.props.formula} block />;
    case 'search':
      return <MfmSearch key={node.props.query} query={node.props.query} />;
    case 'unicodeEmoji':
      return <UnicodeEmoji char={node.props.emoji} />;
    case 'emojiCode':
      return renderEmojiCode(node.props.name, ctx);
    case 'mention':
      return (
        <MfmMention
          username={node.props.username}
          host={node.props.host ?? ctx.authorHost}
          localHost={ctx.localHost}
        />
      );
    case 'hashtag':
      return (
        <Link
          to={`${ctx.hashtagBase}/${encodeURIComponent(node.props.hashtag)}`}
          className="kumo-mfm-hashtag"
        >
          #{node.props.hashtag}
        </Link>
      );
    case 'url':
      return <MfmUrl url={node.props.url} />;
    case 'link':
      return (
        <MfmLink url={node.props.url} silent={node.props.silent}>
          {children({ nyaize: false, inLink: true })}
        </MfmLink>
      );
    case 'fn':
      return renderFn(node, ctx, scope, children);
    default:
      return null;
  }
}

/** One React node per MFM node (callers such as ruby rely on the one-to-one order). */
export function renderNodes(nodes: readonly mfm.MfmNode[], ctx: RenderContext, scope: Scope): ReactNode[] {
  return nodes.map((node, i) => <Fragment key={i}>{renderNode(node, ctx, scope)}</Fragment>);
}
