import { useEffect, useState, type CSSProperties } from 'react';
import type { CodeToken } from './highlight-code.ts';
import { highlightCode } from './load-highlighter.ts';

function tokenStyle(token: CodeToken): CSSProperties | undefined {
  if (!token.light && !token.dark) return undefined;
  return { '--kumo-code-light': token.light, '--kumo-code-dark': token.dark } as CSSProperties;
}

/** A fenced code block: plain at once, coloured once Shiki has loaded (unknown languages stay plain). */
export function MfmCodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const key = `${lang ?? ''}\n${code}`;
  const [result, setResult] = useState<{ key: string; lines: CodeToken[][] } | null>(null);
  useEffect(() => {
    let alive = true;
    highlightCode(code, lang).then(
      (lines) => {
        if (alive && lines) setResult({ key, lines });
      },
      (err: unknown) => console.warn('mfm: code highlighting failed', err),
    );
    return () => {
      alive = false;
    };
  }, [code, lang, key]);
  const lines = result?.key === key ? result.lines : null;
  return (
    // reachable by keyboard: a long line scrolls sideways, and a box that scrolls must take focus
    <pre className="kumo-mfm-code" data-lang={lang ?? undefined} tabIndex={0}>
      <code className={lines ? 'kumo-mfm-code-highlighted' : undefined}>
        {lines
          ? lines.map((line, i) => (
              <span key={i} className="kumo-mfm-code-line">
                {line.map((token, j) => (
                  <span key={j} style={tokenStyle(token)}>
                    {token.content}
                  </span>
                ))}
                {i < lines.length - 1 && '\n'}
              </span>
            ))
          : code}
      </code>
    </pre>
  );
}
