import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { highlightCode, type CodeToken } from '@/mfm/index.ts';
import './aiscript-ui.css';

const tokenStyle = (token: CodeToken): CSSProperties | undefined =>
  token.light || token.dark
    ? ({ '--kumo-code-light': token.light, '--kumo-code-dark': token.dark } as CSSProperties)
    : undefined;

/** How long typing must pause before the colours are brought up to date. */
const HIGHLIGHT_DELAY_MS = 150;

/**
 * A code field: a plain text area over a coloured copy of its text (AiScript, coloured by Shiki once
 * loaded). The text area is what people type in, select and read with a screen reader; the copy
 * under it only paints. Tab moves on to the next control, as everywhere else.
 */
export function CodeEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const id = useId();
  const [lines, setLines] = useState<{ code: string; lines: CodeToken[][] } | null>(null);
  const paint = useRef<HTMLPreElement>(null);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      highlightCode(value, 'aiscript').then(
        (result) => alive && result && setLines({ code: value, lines: result }),
        () => undefined,
      );
    }, HIGHLIGHT_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [value]);
  const current = lines?.code === value ? lines.lines : null;
  return (
    <div className="kumo-field kumo-code-editor">
      <label htmlFor={id}>{label}</label>
      <div className="kumo-code-editor-box">
        <pre ref={paint} className="kumo-code-editor-paint" aria-hidden="true">
          {current
            ? current.map((line, i) => (
                <span key={i}>
                  {line.map((token, j) => (
                    <span key={j} style={tokenStyle(token)}>
                      {token.content}
                    </span>
                  ))}
                  {'\n'}
                </span>
              ))
            : `${value}\n`}
        </pre>
        <textarea
          id={id}
          className={`kumo-code-editor-input${current ? ' painted' : ''}`}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          onScroll={(e) => {
            if (paint.current) {
              paint.current.scrollTop = e.currentTarget.scrollTop;
              paint.current.scrollLeft = e.currentTarget.scrollLeft;
            }
          }}
        />
      </div>
    </div>
  );
}
