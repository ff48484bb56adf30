import type { HighlighterCore, LanguageInput } from 'shiki/core';

/**
 * Syntax highlighting for code blocks with Shiki, loaded only when a code block is shown. A small set of
 * languages is offered, each fetched on first use; the JavaScript regex engine avoids shipping WebAssembly.
 * Tokens (not HTML) are returned so the renderer builds the elements itself.
 */

const LANGUAGES = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  aiscript: () => import('./aiscript-grammar.ts'),
} satisfies Record<string, () => Promise<{ default: LanguageInput }>>;

export type CodeLanguage = keyof typeof LANGUAGES;

const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  py: 'python',
  rs: 'rust',
  golang: 'go',
  // C++'s grammar alone is ~800 kB; C's colours most of a C++ snippet well enough.
  cpp: 'c',
  'c++': 'c',
  sh: 'shellscript',
  bash: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  yml: 'yaml',
  md: 'markdown',
  patch: 'diff',
  ais: 'aiscript',
  is: 'aiscript',
};

/** Code longer than this is shown plain: highlighting it would stall the page. */
export const MAX_HIGHLIGHT_CHARS = 20_000;

/** The supported language named by a code fence (case-insensitive, common aliases), or null. */
export function resolveLanguage(lang: string | null | undefined): CodeLanguage | null {
  if (!lang) return null;
  const name = lang.trim().toLowerCase();
  if (Object.hasOwn(LANGUAGES, name)) return name as CodeLanguage;
  return Object.hasOwn(ALIASES, name) ? (ALIASES[name] ?? null) : null;
}

export interface CodeToken {
  content: string;
  /** Colours for the light and dark colour scheme, `#rrggbb`-style only. */
  light?: string;
  dark?: string;
}

const HEX = /^#[0-9a-f]{3,8}$/i;
const hexOrUndefined = (c: string | undefined) => (c && HEX.test(c) ? c : undefined);

let highlighter: Promise<HighlighterCore> | null = null;

function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    return createHighlighterCore({
      // the high-contrast pair: every token colour reads at 4.5:1 or more on Kumo's code panels (plain
      // GitHub light has 3.2:1 oranges and reds, GitHub dark 2.8:1 comments)
      themes: [
        import('shiki/themes/github-light-high-contrast.mjs'),
        import('shiki/themes/github-dark-high-contrast.mjs'),
      ],
      langs: [],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
  })();
  highlighter.catch(() => {
    highlighter = null; // a failed chunk load may succeed next time
  });
  return highlighter;
}

/** How many highlighted code blocks are kept: a block scrolled out and back is not tokenised again. */
export const HIGHLIGHT_CACHE_SIZE = 64;

const recent = new Map<string, Promise<CodeToken[][] | null>>();

/** Highlighted lines of `code`, or null when the language is unknown or the code too long. */
export function highlightCode(code: string, lang: string | null): Promise<CodeToken[][] | null> {
  const language = resolveLanguage(lang);
  if (!language || code.length > MAX_HIGHLIGHT_CHARS) return Promise.resolve(null);
  const key = `${language}\n${code}`;
  const kept = recent.get(key);
  if (kept) {
    recent.delete(key); // the most recently used last: the first is the one to drop
    recent.set(key, kept);
    return kept;
  }
  const tokens = tokenize(code, language);
  recent.set(key, tokens);
  if (recent.size > HIGHLIGHT_CACHE_SIZE) recent.delete(recent.keys().next().value!);
  tokens.catch(() => recent.delete(key));
  return tokens;
}

async function tokenize(code: string, language: CodeLanguage): Promise<CodeToken[][]> {
  const h = await loadHighlighter();
  if (!h.getLoadedLanguages().includes(language)) await h.loadLanguage(LANGUAGES[language]());
  const { tokens } = h.codeToTokens(code, {
    lang: language,
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
  });
  return tokens.map((line) =>
    line.map((token) => ({
      content: token.content,
      light: hexOrUndefined(token.htmlStyle?.color),
      dark: hexOrUndefined(token.htmlStyle?.['--shiki-dark']),
    })),
  );
}
