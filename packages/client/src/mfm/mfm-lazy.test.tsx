import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderMfm } from '../../test-support/mfm-test-host.tsx';
import { KATEX_OPTIONS, renderMath } from './render-math.ts';

const LOAD = { timeout: 10_000 };

describe('math', () => {
  test('an inline formula shows its source at once and KaTeX output once loaded', async () => {
    const c = renderMfm({ text: 'area \\(\\pi r^2\\)' }).container;
    expect(c.querySelector('.kumo-mfm-math-source')?.textContent).toBe('\\pi r^2');
    await waitFor(() => expect(c.querySelector('.kumo-mfm-math .katex')).not.toBeNull(), LOAD);
    expect(c.querySelector('.kumo-mfm-math-source')).toBeNull();
  });

  test('a block formula is typeset in display mode', async () => {
    const c = renderMfm({ text: '\\[\nE = mc^2\n\\]' }).container;
    expect(c.querySelector('.kumo-mfm-math-block code')?.textContent).toContain('E = mc^2');
    await waitFor(() => expect(c.querySelector('.kumo-mfm-math-block .katex-display')).not.toBeNull(), LOAD);
  });

  test('a formula KaTeX cannot parse stays as source with an explanation', async () => {
    const c = renderMfm({ text: '\\(\\frac{1}{\\)' }).container;
    await waitFor(() => expect(c.querySelector('.kumo-mfm-math-fallback[title]')).not.toBeNull(), LOAD);
    expect(c.querySelector('.kumo-mfm-math-fallback')?.getAttribute('title')).toBe(
      'This formula could not be typeset.',
    );
    expect(c.querySelector('.kumo-mfm-math-source')?.textContent).toBe('\\frac{1}{');
  });

  test('links and HTML extensions in a formula are not honoured', async () => {
    const c = renderMfm({ text: '\\(\\href{javascript:alert(1)}{x} \\url{https://x.example}\\)' }).container;
    await waitFor(() => expect(c.querySelector('.kumo-mfm-math .katex')).not.toBeNull(), LOAD);
    expect(c.querySelector('a, [href]')).toBeNull();
    expect(c.querySelector('script')).toBeNull();
    const htmlStyle = await renderMath('\\htmlStyle{position:fixed}{x}', false);
    expect('error' in htmlStyle).toBe(true);
  });

  test('KaTeX runs untrusted, strict and bounded', async () => {
    expect(KATEX_OPTIONS).toMatchObject({ trust: false, maxSize: 20, maxExpand: 100 });
    expect(KATEX_OPTIONS.strict('htmlExtension')).toBe('error');
    const expansion = await renderMath('\\def\\a{\\a\\a}\\a', false);
    expect('error' in expansion).toBe(true);
    const html = await renderMath('\\url{https://x.example} \\includegraphics{x.png}', false);
    expect('html' in html && /<a |<img /.test(html.html)).toBe(false);
    const japanese = await renderMath('面積 = \\pi r^2', false);
    expect('html' in japanese).toBe(true);
  });
});

describe('code blocks', () => {
  test('show plain code at once and coloured tokens after Shiki loads', async () => {
    const c = renderMfm({ text: '```ts\nconst answer: number = 42;\n```' }).container;
    const pre = c.querySelector('pre.kumo-mfm-code');
    // a code block that scrolls sideways is reached with the keyboard
    expect(pre?.getAttribute('tabindex')).toBe('0');
    expect(pre?.textContent).toBe('const answer: number = 42;');
    expect(pre?.querySelector('.kumo-mfm-code-highlighted')).toBeNull();
    await waitFor(() => expect(c.querySelector('.kumo-mfm-code-highlighted')).not.toBeNull(), LOAD);
    expect(c.querySelector('pre')?.textContent).toBe('const answer: number = 42;');
    const colored = c.querySelector<HTMLElement>('.kumo-mfm-code-highlighted span[style]');
    expect(colored?.style.getPropertyValue('--kumo-code-light')).toMatch(/^#[0-9a-f]+$/i);
    expect(colored?.style.getPropertyValue('--kumo-code-dark')).toMatch(/^#[0-9a-f]+$/i);
  }, 15_000);

  test('keep every line of a highlighted block', async () => {
    const c = renderMfm({ text: '```js\nlet a = 1;\nlet b = 2;\n```' }).container;
    await waitFor(() => expect(c.querySelectorAll('.kumo-mfm-code-line')).toHaveLength(2), LOAD);
    expect(c.querySelector('pre')?.textContent).toBe('let a = 1;\nlet b = 2;');
  }, 15_000);

  test('an unknown language stays plain', async () => {
    const c = renderMfm({ text: '```brainfuck\n+++[>+<-]\n```' }).container;
    await new Promise((r) => setTimeout(r, 50));
    expect(c.querySelector('pre')?.textContent).toBe('+++[>+<-]');
    expect(c.querySelector('.kumo-mfm-code-highlighted')).toBeNull();
  });
});
