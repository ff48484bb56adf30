/**
 * Test support: what the MFM renderer may put into the DOM, as allow lists derived from the renderer
 * (render-mfm.tsx, render-fn.tsx, the Mfm* components, emoji images and the Tabler icons they use).
 * `domViolations` lists everything in a rendered subtree that is not on them, so a property test can show
 * that no input whatsoever makes the renderer emit script, handlers, foreign addresses or free-form CSS.
 */

/** Elements that must never appear, whatever the allow lists say. */
export const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'meta',
  'link',
  'base',
  'style',
];

const CLASS_TOKEN = /^(kumo-[a-zA-Z0-9-]+|tabler-icon|tabler-icon-[a-z0-9-]+)$/;
const ARIA_HIDDEN = /^true$/;
const ANY_TEXT = /^[^]*$/;

type AttrRule = RegExp | ((value: string, el: Element) => string | null);
type TagRules = Record<string, AttrRule>;

/** Attributes each element the renderer produces may carry, with what their values must look like. */
const HTML_RULES: Record<string, TagRules> = {
  span: {
    class: classList,
    style: styleRule,
    role: /^button$/,
    tabindex: /^0$/,
    'aria-hidden': ARIA_HIDDEN,
    title: ANY_TEXT,
  },
  div: { class: classList, role: /^search$/, title: ANY_TEXT },
  b: {},
  i: { class: classList },
  del: {},
  small: { class: classList },
  blockquote: { class: classList },
  code: { class: classList },
  pre: { class: classList, 'data-lang': ANY_TEXT, tabindex: /^0$/ },
  br: {},
  ruby: {},
  rt: {},
  a: { class: classList, href: hrefRule, target: /^_blank$/, rel: /^nofollow noopener$/ },
  img: {
    class: classList,
    src: srcRule,
    alt: ANY_TEXT,
    title: ANY_TEXT,
    draggable: /^false$/,
    decoding: /^async$/,
    loading: /^lazy$/,
  },
  time: { class: classList, datetime: /^-?\+?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, title: ANY_TEXT },
  input: { type: /^search$/, value: ANY_TEXT, 'aria-label': ANY_TEXT },
  button: { type: /^button$/ },
};

/** The Tabler icons (external link, clock, search): fixed SVG, nothing from the note. */
const SVG_RULES: Record<string, TagRules> = {
  svg: {
    xmlns: /^http:\/\/www\.w3\.org\/2000\/svg$/,
    width: /^[\d.]+(em)?$/,
    height: /^[\d.]+(em)?$/,
    viewbox: /^0 0 24 24$/,
    fill: /^none$/,
    stroke: /^currentColor$/,
    'stroke-width': /^[\d.]+$/,
    'stroke-linecap': /^round$/,
    'stroke-linejoin': /^round$/,
    class: classList,
    'aria-hidden': ARIA_HIDDEN,
  },
  path: { d: /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]*$/ },
};

function classList(value: string): string | null {
  const bad = value.split(/\s+/).filter((c) => c !== '' && !CLASS_TOKEN.test(c));
  return bad.length ? `unknown class ${bad.join(' ')}` : null;
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * Links: absolute http(s) addresses open in a new tab without opener; in-app links are same-origin paths
 * (hashtags, mentions, and addresses on this server), never protocol-relative.
 */
function hrefRule(value: string, el: Element): string | null {
  if (value.startsWith('/')) {
    const url = new URL(value, window.location.href);
    if (value.startsWith('//') || value.startsWith('/\\') || url.origin !== window.location.origin)
      return `in-app link leaves the origin: ${value}`;
    if (el.hasAttribute('target')) return 'in-app link with a target';
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `unparsable href ${value}`;
  }
  if (!isHttp(url)) return `href scheme ${url.protocol}`;
  if (url.href !== value) return `href not normalised: ${value}`;
  if (el.getAttribute('target') !== '_blank' || !/\bnoopener\b/.test(el.getAttribute('rel') ?? ''))
    return 'external link without target=_blank rel=noopener';
  return null;
}

/** Images: a path on this server, or an http(s) custom emoji address. */
function srcRule(value: string): string | null {
  if (value.startsWith('/')) {
    // This server's emoji, avatars, Twemoji, and proxied or stored files; never another host.
    if (!/^\/(emoji|avatar|twemoji|proxy|files)\/[^\\]*$/.test(value)) return `image path ${value}`;
    return new URL(value, window.location.href).origin === window.location.origin ? null : `foreign ${value}`;
  }
  try {
    return isHttp(new URL(value)) ? null : `image scheme in ${value}`;
  } catch {
    return `unparsable src ${value}`;
  }
}

const COLOR = /^(rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)|var\(--accent\))$/;
const NUM = String.raw`-?\d+(\.\d+)?(e-?\d+)?`;
const TIME = new RegExp(`^${NUM}m?s$`);
const LENGTH = new RegExp(`^${NUM}(px|em|%)$|^0$`);

/** Style properties the renderer sets, each with the only values it produces. */
const STYLE_RULES: Record<string, RegExp> = {
  color: COLOR,
  'background-color': COLOR,
  'border-color': COLOR,
  'border-width': LENGTH,
  'border-style': /^(hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/,
  'border-radius': LENGTH,
  overflow: /^clip$/,
  'overflow-wrap': /^anywhere$/,
  'font-family': /^(serif|monospace|cursive|fantasy|emoji|math)$/,
  transform: new RegExp(
    `^(scale\\(${NUM}(, ${NUM})?\\)|scale[XY]\\(-1\\)|translate\\(${NUM}(em)?, ${NUM}(em)?\\)|rotate\\(${NUM}deg\\))$`,
  ),
  'transform-origin': /^center center$/,
  'animation-duration': TIME,
  'animation-delay': TIME,
  'animation-direction': /^(normal|reverse|alternate)$/,
  left: LENGTH,
  top: LENGTH,
  '--kumo-code-light': /^#[0-9a-f]{3,8}$/i,
  '--kumo-code-dark': /^#[0-9a-f]{3,8}$/i,
};

/** Text in a style attribute that would load, run or escape, whatever the property. */
const STYLE_DANGER = /url\(|expression\(|javascript:|@import|<\/style|[{}<>\\]|\/\*/i;

/** The style attribute as serialised in the DOM: every declaration a known property with a produced value. */
function styleRule(value: string): string | null {
  if (STYLE_DANGER.test(value)) return `dangerous style ${value}`;
  const problems: string[] = [];
  for (const declaration of value.split(';')) {
    if (declaration.trim() === '') continue;
    const m = /^\s*(-{0,2}[a-z][a-z-]*)\s*:\s*(.*?)\s*$/.exec(declaration);
    const rule = m ? STYLE_RULES[m[1] as string] : undefined;
    if (!m) problems.push(`style declaration ${declaration}`);
    else if (!rule) problems.push(`style property ${m[1]}`);
    else if (!rule.test(m[2] as string)) problems.push(`style ${m[1]}: ${m[2]}`);
  }
  return problems.length ? problems.join('; ') : null;
}

function checkAttr(rule: AttrRule, value: string, el: Element): string | null {
  if (typeof rule === 'function') return rule(value, el);
  return rule.test(value) ? null : `bad value ${JSON.stringify(value.slice(0, 80))}`;
}

/** The elements below `root`, in document order (a plain walk: much faster than querySelectorAll in jsdom). */
function* descendants(root: Element): Generator<Element> {
  for (let el = root.firstElementChild; el; el = el.nextElementSibling) {
    yield el;
    yield* descendants(el);
  }
}

/** Everything in `root`'s subtree that is not allowed; empty when the output is inert and known. */
export function domViolations(root: Element): string[] {
  const out: string[] = [];
  for (const el of descendants(root)) {
    const tag = el.localName;
    const svg = el.namespaceURI === 'http://www.w3.org/2000/svg';
    if (FORBIDDEN_TAGS.includes(tag)) out.push(`forbidden <${tag}>`);
    const rules = svg
      ? SVG_RULES[tag]
      : el.namespaceURI === 'http://www.w3.org/1999/xhtml'
        ? HTML_RULES[tag]
        : undefined;
    if (!rules) {
      out.push(`unknown element <${tag}> (${el.namespaceURI})`);
      continue;
    }
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) {
        out.push(`<${tag}> has handler attribute ${name}`);
        continue;
      }
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (!rule) {
        out.push(`<${tag}> has unknown attribute ${name}`);
        continue;
      }
      const problem = checkAttr(rule, attr.value, el);
      if (problem) out.push(`<${tag} ${name}>: ${problem}`);
    }
  }
  return out;
}

/** MathML and SVG elements KaTeX produces (htmlAndMathml output), besides <span>. */
const KATEX_TAGS = new Set([
  'span',
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'svg',
  'path',
  'line',
]);

/** Presentation attributes of KaTeX's output; links, ids and data attributes are not among them. */
const KATEX_ATTRS = new Set([
  'class',
  'style',
  'aria-hidden',
  'xmlns',
  'display',
  'encoding',
  'mathvariant',
  'mathcolor',
  'mathbackground',
  'scriptlevel',
  'displaystyle',
  'lspace',
  'rspace',
  'voffset',
  'width',
  'height',
  'depth',
  'fence',
  'stretchy',
  'separator',
  'minsize',
  'maxsize',
  'accent',
  'accentunder',
  'notation',
  'rowspacing',
  'columnalign',
  'columnspacing',
  'columnlines',
  'rowlines',
  'viewbox',
  'preserveaspectratio',
  'd',
  'x1',
  'y1',
  'x2',
  'y2',
  'stroke-width',
  // presentation attributes KaTeX writes on MathML (line breaks, operators, tables, fractions)
  'linebreak',
  'movablelimits',
  'symmetric',
  'largeop',
  'form',
  'mathsize',
  'equalrows',
  'equalcolumns',
  'rowalign',
  'linethickness',
  'frame',
  'framespacing',
  'side',
  'align',
]);

const KATEX_STYLE_PROPS = new Set([
  'height',
  'width',
  'min-width',
  'top',
  'bottom',
  'left',
  'vertical-align',
  'margin',
  'margin-left',
  'margin-right',
  'padding-left',
  'position',
  'color',
  'background-color',
  'border',
  'border-style',
  'border-color',
  'border-width',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-right-style',
]);

/** A plain presentation value: lengths, numbers, keywords, colours; nothing that can load or escape. */
const KATEX_VALUE = /^[\w\s.,#%+-]*$/;

/** Everything in KaTeX output under `root` that is not on the KaTeX allow lists. */
export function katexViolations(root: Element | DocumentFragment): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (!KATEX_TAGS.has(tag)) out.push(`unknown KaTeX element <${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (!KATEX_ATTRS.has(name)) out.push(`<${tag}> has attribute ${name}="${attr.value}"`);
      else if (name === 'xmlns') {
        if (!/^http:\/\/www\.w3\.org\/(1998\/Math\/MathML|2000\/svg)$/.test(attr.value))
          out.push(`xmlns ${attr.value}`);
      } else if (name === 'encoding') {
        if (attr.value !== 'application/x-tex') out.push(`encoding ${attr.value}`);
      } else if (name === 'style') {
        if (STYLE_DANGER.test(attr.value)) out.push(`dangerous style ${attr.value}`);
        for (const declaration of attr.value.split(';')) {
          if (declaration.trim() === '') continue;
          const [prop = '', ...rest] = declaration.split(':');
          const value = rest.join(':').trim();
          if (!KATEX_STYLE_PROPS.has(prop.trim())) out.push(`KaTeX style property ${prop}`);
          if (
            !KATEX_VALUE.test(value) ||
            (/position/.test(prop) && value !== 'relative' && value !== 'absolute')
          )
            out.push(`KaTeX style ${declaration}`);
        }
      } else if (name !== 'class' && !KATEX_VALUE.test(attr.value)) {
        out.push(`<${tag} ${name}="${attr.value}">`);
      } else if (name === 'class') {
        const problem = /^[\w\s-]*$/.test(attr.value) ? null : `KaTeX class ${attr.value}`;
        if (problem) out.push(problem);
      }
    }
  }
  return out;
}
