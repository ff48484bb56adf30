/**
 * Test support: fast-check generators of MFM text and trees for the property tests of the renderer — MFM
 * syntax, hostile HTML, URLs with foreign schemes, CSS breakouts in effect arguments, deep nesting.
 */
import { MFM_FN_NAMES } from '../src/mfm/fn-params.ts';
import fc from 'fast-check';
import * as mfm from 'mfm-js';

/** Script and markup that must stay text. */
export const HOSTILE_PIECES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src=javascript:alert(1)>',
  '<form action=javascript:alert(1)><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '<base href="//evil.example/">',
  '<style>@import url(//evil.example)</style>',
  '<a href="javascript:alert(1)">x</a>',
  '<b onclick=alert(1)>b</b>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  '`${alert(1)}`',
  'red}</style><script>alert(1)</script>',
  'f00;background:url(x)',
  'expression(alert(1))',
  '&lt;script&gt;',
  '&#106;avascript:alert(1)',
  '\u0000',
  '\u202e',
  '<!--',
  ']]>',
  '"',
  "'",
  '<',
  '>',
  '&',
];

/** Addresses a link must refuse (or must keep on this origin / http(s)). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/x',
  'about:blank',
  '//evil.example/x',
  '/\\evil.example',
  '/\t/evil.example/x',
  '/proxy/e.webp?url=https://evil.example',
  'http:evil.example',
  'http://localhost:3000//evil.example/x',
  'http://localhost:3000/\\evil.example',
  'http://localhost:3000/@alice',
  'http://localhost:3000/tags/x?y=1#z',
  'https://ok.example/"><script>alert(1)</script>',
  'https://ok.example/?q=<img src=x onerror=alert(1)>',
  "https://ok.example/a'onmouseover='alert(1)",
  'https://ok.example/a)b](javascript:alert(1))',
  'https://ok.example/%0a%0d',
  'https://user:pass@ok.example/',
  'https://xn--80ak6aa92e.com/',
];

/** Effect argument values: CSS breakouts, addresses, numbers that are too big or malformed. */
export const HOSTILE_ARGS = [
  'f00;background:url(x)',
  'red}</style>',
  'red;position:fixed;top:0',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  '@import "x"',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '99999',
  '-99999',
  '0x10',
  '1s;x:y',
  'calc(100vh)',
  'var(--x)',
  '#f00',
  'fff',
  '1px solid red',
  ...HOSTILE_URLS.slice(0, 6),
];

/** Every effect of the spec, and names that are not effects (a renderer must ignore them safely). */
export const FN_NAMES = [...MFM_FN_NAMES, 'clickable', 'script', 'onclick', 'style'];

const ARG_KEYS = [
  'x',
  'y',
  'h',
  'v',
  'color',
  'speed',
  'delay',
  'deg',
  'width',
  'style',
  'radius',
  'noclip',
  'serif',
  'monospace',
  'cursive',
  'left',
  'alternate',
  'ev',
  'onclick',
  'href',
  'src',
];

const word = fc.oneof(
  fc.constantFrom('a', 'cat', 'なに', 'ねこ', 'na', 'Hello', ' ', '\n', '\r\n', '😀', '👩‍👩‍👧', '1700000000'),
  fc.string({ maxLength: 8 }),
);
const hostile = fc.constantFrom(...HOSTILE_PIECES);
const url = fc.oneof(
  fc.constantFrom(...HOSTILE_URLS),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 12 }).map((s) => `https://ok.example/${s}`),
);
/** Argument values the MFM parser accepts after `=` (letters, digits, `.`, `-`, `_`, `#`-less hex). */
const parsedArgValue = fc.oneof(
  fc.constantFrom(
    'f00',
    'ff0000',
    '1',
    '2.5',
    '-3',
    '99999',
    '0.5s',
    '5s',
    'solid',
    'dashed',
    'x',
    'javascript',
  ),
  fc.stringMatching(/^[a-z0-9_.-]{1,8}$/),
);
/** Any argument value, for trees built directly (a renderer must not trust the parser). */
export const anyArgValue = fc.oneof(
  fc.constantFrom(...HOSTILE_ARGS),
  parsedArgValue,
  fc.string({ maxLength: 16 }),
);

const fnArgs = (value: fc.Arbitrary<string>) =>
  fc.dictionary(fc.constantFrom(...ARG_KEYS), fc.oneof(value, fc.constant(true as const)), { maxKeys: 3 });

function argsSource(args: Record<string, string | true>): string {
  const parts = Object.entries(args).map(([k, v]) => (v === true ? k : `${k}=${v}`));
  return parts.length ? `.${parts.join(',')}` : '';
}

const leaf: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 3, arbitrary: hostile },
  url,
  fc.constantFrom('@alice', '@bob@remote.example', '@alice@localhost:3000', '@a@b.c', '@<script>'),
  fc.oneof(word, hostile).map((w) => `#${w}`),
  fc.constantFrom(':kumo:', ':evil:', ':a@b:', ':x_y:', ':script:'),
  fc.oneof(word, hostile).map((w) => `\`${w}\``),
  fc
    .tuple(fc.constantFrom('', 'js', 'html', 'x"><script>', 'python'), fc.oneof(word, hostile))
    .map(([lang, code]) => `\n\`\`\`${lang}\n${code}\n\`\`\`\n`),
  fc.oneof(word, hostile).map((w) => `\\(${w}\\)`),
  fc.oneof(word, hostile).map((w) => `\n\\[${w}\\]\n`),
  fc.oneof(word, hostile).map((w) => `\n${w} Search\n`),
  fc.constantFrom('1700000000', '-1', '99999999999999999', 'x', '1e10').map((n) => `$[unixtime ${n}]`),
  fc.oneof(word, hostile).map((w) => `<plain>${w}</plain>`),
);

type Wrap = (inner: string) => fc.Arbitrary<string>;
const wraps: Wrap[] = [
  (s) => fc.constant(`**${s}**`),
  (s) => fc.constant(`__${s}__`),
  (s) => fc.constant(`*${s}*`),
  (s) => fc.constant(`_${s}_`),
  (s) => fc.constant(`~~${s}~~`),
  (s) => fc.constant(`<b>${s}</b>`),
  (s) => fc.constant(`<i>${s}</i>`),
  (s) => fc.constant(`<s>${s}</s>`),
  (s) => fc.constant(`<small>${s}</small>`),
  (s) => fc.constant(`\n<center>${s}</center>\n`),
  (s) => fc.constant(`\n> ${s}\n`),
  (s) => url.map((u) => `[${s}](${u})`),
  (s) => url.map((u) => `?[${s}](${u})`),
  (s) => url.map((u) => `[${s}](<${u}>)`),
  (s) =>
    fc
      .tuple(fc.constantFrom(...FN_NAMES), fnArgs(parsedArgValue))
      .map(([name, args]) => `$[${name}${argsSource(args)} ${s}]`),
];

/** MFM source: syntax fragments, hostile pieces and their nestings. */
export const mfmText: fc.Arbitrary<string> = fc.letrec<{ node: string; text: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(fc.integer({ min: 0, max: wraps.length - 1 }), tie('text'))
      .chain(([i, inner]) => (wraps[i] as Wrap)(inner)),
  ),
  text: fc.array(tie('node'), { maxLength: 3 }).map((parts) => parts.join('')),
})).text;

/** `$[name ...]` nested `depth` times around hostile text. */
export function nestedEffects(depth: number, name = 'x2'): string {
  return `${`$[${name} `.repeat(depth)}<script>alert(1)</script>${']'.repeat(depth)}`;
}

/** MFM trees built directly with arbitrary argument values and addresses, as a server could send them. */
export const mfmTree: fc.Arbitrary<mfm.MfmNode[]> = fc.letrec<{ node: mfm.MfmNode; nodes: mfm.MfmNode[] }>(
  (tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(word, hostile).map((s) => mfm.TEXT(s)),
      url.map((u) => mfm.N_URL(u)),
      fc.oneof(word, hostile).map((s) => mfm.INLINE_CODE(s)),
      fc.oneof(word, hostile).map((s) => mfm.HASHTAG(s)),
      fc
        .tuple(fc.oneof(word, hostile), fc.option(fc.oneof(word, hostile, fc.constant('localhost:3000'))))
        .map(([u, h]) => mfm.MENTION(u, h, h ? `@${u}@${h}` : `@${u}`)),
      fc.oneof(word, fc.constantFrom('kumo', 'evil')).map((s) => mfm.EMOJI_CODE(s)),
      fc
        .tuple(fc.boolean(), url, tie('nodes'))
        .map(([silent, u, children]) => mfm.LINK(silent, u, children as mfm.MfmInline[])),
      fc
        .tuple(fc.constantFrom(...FN_NAMES), fnArgs(anyArgValue), tie('nodes'))
        .map(([name, args, children]) => mfm.FN(name, args, children as mfm.MfmInline[])),
      tie('nodes').map((c) => mfm.BOLD(c as mfm.MfmInline[])),
      tie('nodes').map((c) => mfm.QUOTE(c)),
      tie('nodes').map((c) => mfm.CENTER(c as mfm.MfmInline[])),
    ),
    nodes: fc.array(tie('node'), { maxLength: 3 }),
  }),
).nodes;

/** Custom emoji image maps as a (hostile) server could send them. */
export const emojiUrls = fc.option(
  fc.dictionary(
    fc.constantFrom('kumo', 'evil', 'x_y', 'script'),
    fc.oneof(fc.constantFrom(...HOSTILE_URLS), fc.constant('/emoji/kumo.webp'), fc.webUrl()),
    { maxKeys: 3 },
  ),
  { nil: undefined },
);

/** Hosts of note authors, including nonsense a broken server might send. */
export const authorHost = fc.constantFrom(
  null,
  'remote.example',
  'localhost:3000',
  '"><script>alert(1)</script>',
  'a/b?c#d',
);
