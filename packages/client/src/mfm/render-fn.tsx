import type { CSSProperties, ReactNode } from 'react';
import type { MfmFn } from 'mfm-js';
import { nyaize } from 'misskey-js/nyaize.js';
import {
  animationTiming,
  borderArgs,
  colorArg,
  flipTransform,
  fontFamilyArg,
  positionArgs,
  rotateArg,
  scaleArgs,
  spinArgs,
  unixtimeArg,
  type AnimatedFn,
} from './fn-params.ts';
import { MfmClickable } from './MfmClickable.tsx';
import { MfmSparkle } from './MfmSparkle.tsx';
import { MfmUnixtime } from './MfmUnixtime.tsx';
import type { RenderContext, Scope } from './render-context.ts';

type RenderChildren = (scope?: Partial<Scope>) => ReactNode[];

/** An effect box; styles hold only values produced by fn-params.ts. */
function box(children: ReactNode[], style?: CSSProperties, className?: string): ReactNode {
  return (
    <span className={className ? `kumo-mfm-fn ${className}` : 'kumo-mfm-fn'} style={style}>
      {children}
    </span>
  );
}

/** An unknown effect (or one with nothing to apply) shows its source, as Misskey does. */
function asText(name: string, children: ReactNode[]): ReactNode {
  return (
    <span>
      {`$[${name} `}
      {children}
      {']'}
    </span>
  );
}

function animated(
  name: AnimatedFn,
  node: MfmFn,
  children: ReactNode[],
  className?: string,
  extra?: CSSProperties,
) {
  const { duration, delay } = animationTiming(name, node.props.args);
  return box(
    children,
    { animationDuration: duration, animationDelay: delay, ...extra },
    className ?? `kumo-mfm-${name}`,
  );
}

function textOf(node: MfmFn['children'][number] | undefined): string {
  return node?.type === 'text' ? node.props.text : '';
}

function renderRuby(node: MfmFn, scope: Scope, renderChildren: RenderChildren): ReactNode {
  const cat = (s: string) => (scope.nyaize ? nyaize(s) : s);
  if (node.children.length === 1 && node.children[0]?.type === 'text') {
    const text = cat(textOf(node.children[0]));
    const space = text.indexOf(' ');
    const [base, rt] = space < 0 ? [text, ''] : [text.slice(0, space), text.slice(space + 1).trim()];
    return (
      <ruby>
        {base}
        <rt>{rt}</rt>
      </ruby>
    );
  }
  const last = node.children.at(-1);
  const rt = last?.type === 'text' ? cat(last.props.text).trim() : '';
  const base = last?.type === 'text' ? renderChildren().slice(0, -1) : renderChildren();
  return (
    <ruby>
      {base}
      <rt>{rt}</rt>
    </ruby>
  );
}

/** `$[name.args children]`: the effects of spec P2 §3 with the parameter rules of §5. */
export function renderFn(
  node: MfmFn,
  ctx: RenderContext,
  scope: Scope,
  renderChildren: RenderChildren,
): ReactNode {
  const { name, args } = node.props;
  switch (name) {
    case 'tada':
      return ctx.animate
        ? animated('tada', node, renderChildren())
        : box(renderChildren(), undefined, 'kumo-mfm-tada-static');
    case 'jelly':
    case 'twitch':
    case 'shake':
    case 'jump':
    case 'bounce':
      return ctx.animate ? animated(name, node, renderChildren()) : <>{renderChildren()}</>;
    case 'spin': {
      if (!ctx.animate) return <>{renderChildren()}</>;
      const { keyframes, direction } = spinArgs(args);
      return animated('spin', node, renderChildren(), `kumo-mfm-${keyframes}`, {
        animationDirection: direction,
      });
    }
    case 'rainbow':
      return ctx.animate
        ? animated('rainbow', node, renderChildren())
        : box(renderChildren(), undefined, 'kumo-mfm-rainbow-static');
    case 'sparkle':
      return ctx.animate ? <MfmSparkle>{renderChildren()}</MfmSparkle> : <>{renderChildren()}</>;
    case 'flip':
      return box(renderChildren(), { transform: flipTransform(args) });
    case 'x2':
    case 'x3':
    case 'x4':
      return ctx.advanced ? box(renderChildren(), undefined, `kumo-mfm-${name}`) : <>{renderChildren()}</>;
    case 'scale': {
      if (!ctx.advanced) return <>{renderChildren()}</>;
      const { x, y } = scaleArgs(args, scope.scale);
      const scale = scope.scale * Math.max(1, Math.abs(x), Math.abs(y));
      return box(renderChildren({ scale }), { transform: `scale(${x}, ${y})` });
    }
    case 'position': {
      if (!ctx.advanced) return <>{renderChildren()}</>;
      const { x, y } = positionArgs(args, scope.offset);
      const offset = { x: scope.offset.x + x, y: scope.offset.y + y };
      return box(renderChildren({ offset }), { transform: `translate(${x}em, ${y}em)` });
    }
    // rotate and blur are applied whatever advancedMfm says, as Misskey does: a blurred spoiler must
    // not show in clear because big effects are turned off
    case 'rotate':
      return box(renderChildren(), {
        transform: `rotate(${rotateArg(args)}deg)`,
        transformOrigin: 'center center',
      });
    case 'blur':
      return box(renderChildren(), undefined, 'kumo-mfm-blur');
    case 'fg':
      return box(renderChildren(), { color: colorArg(args.color), overflowWrap: 'anywhere' });
    case 'bg':
      return box(renderChildren(), { backgroundColor: colorArg(args.color), overflowWrap: 'anywhere' });
    case 'border': {
      const b = borderArgs(args);
      return box(renderChildren(), {
        borderWidth: `${b.width}px`,
        borderStyle: b.style,
        borderColor: b.color ?? 'var(--accent)',
        borderRadius: `${b.radius}px`,
        overflow: b.clip ? 'clip' : undefined,
      });
    }
    case 'font': {
      const family = fontFamilyArg(args);
      return family ? box(renderChildren(), { fontFamily: family }) : asText(name, renderChildren());
    }
    case 'ruby':
      return renderRuby(node, scope, renderChildren);
    case 'unixtime': {
      const date = node.children.length === 1 ? unixtimeArg(textOf(node.children[0])) : null;
      return date ? <MfmUnixtime date={date} /> : <>{renderChildren()}</>;
    }
    case 'clickable':
      return (
        <MfmClickable id={typeof args.ev === 'string' ? args.ev : ''} onClickEv={ctx.onClickEv}>
          {renderChildren()}
        </MfmClickable>
      );
    default:
      return asText(name, renderChildren());
  }
}
