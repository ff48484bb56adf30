import type { CodeToken } from './highlight-code.ts';

/** Colours code with Shiki. The highlighter loads with the first code shown: most screens have none. */
export async function highlightCode(code: string, lang: string | null): Promise<CodeToken[][] | null> {
  const highlighter = await import('./highlight-code.ts');
  return highlighter.highlightCode(code, lang);
}
