import { useEffect, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { renderMath, type MathResult } from './render-math.ts';

/**
 * A formula, `\(...\)` inline or `\[...\]` as a block: its source as code at once, typeset by KaTeX once loaded.
 * KaTeX's output is the only HTML the MFM renderer inserts (see render-math.ts for the safety options).
 */
export function MfmMath({ formula, block }: { formula: string; block: boolean }) {
  const key = `${block ? 'b' : 'i'}${formula}`;
  const [result, setResult] = useState<{ key: string; math: MathResult } | null>(null);
  useEffect(() => {
    let alive = true;
    renderMath(formula, block).then(
      (math) => {
        if (alive) setResult({ key, math });
      },
      (err: unknown) => console.warn('mfm: KaTeX could not be loaded', err),
    );
    return () => {
      alive = false;
    };
  }, [formula, block, key]);
  const math = result?.key === key ? result.math : null;
  const Tag = block ? 'div' : 'span';
  if (math && 'html' in math)
    return (
      <Tag
        className={block ? 'kumo-mfm-math kumo-mfm-math-block' : 'kumo-mfm-math'}
        dangerouslySetInnerHTML={{ __html: math.html }}
      />
    );
  const code = <code className="kumo-mfm-math-source">{formula}</code>;
  return (
    <Tag
      className={block ? 'kumo-mfm-math-fallback kumo-mfm-math-block' : 'kumo-mfm-math-fallback'}
      title={math ? t('mfmMathError') : undefined}
    >
      {code}
    </Tag>
  );
}
