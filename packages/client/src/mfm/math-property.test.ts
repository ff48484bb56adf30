import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { katexViolations } from '../../test-support/dom-safety.ts';
import { renderMath } from './render-math.ts';
import { fixPropertySeed } from '../../test-support/property-seed.ts';

fixPropertySeed();

/**
 * KaTeX's HTML is the only markup the MFM renderer inserts (MfmMath). Whatever formula a note holds, what
 * KaTeX makes of it with the app's options (trust: false, strict) must hold no links, ids, handlers or
 * free-form CSS once placed in a DOM.
 */

const HOSTILE_COMMANDS = [
  '\\href{javascript:alert(1)}{x}',
  '\\url{javascript:alert(1)}',
  '\\includegraphics{javascript:alert(1)}',
  '\\htmlId{evil}{x}',
  '\\htmlClass{evil}{x}',
  '\\htmlStyle{background:url(x)}{x}',
  '\\htmlData{onclick=alert(1)}{x}',
  '\\color{red;background:url(x)}{x}',
  '\\textcolor{javascript:alert(1)}{x}',
  '\\colorbox{url(x)}{x}',
  '\\fcolorbox{red}{expression(alert(1))}{x}',
  '\\text{<script>alert(1)</script>}',
  '\\text{"><img src=x onerror=alert(1)>}',
  '\\mathrm{</style><svg onload=alert(1)>}',
  '\\operatorname{<b onclick=alert(1)>}',
  '\\verb|<img src=x onerror=alert(1)>|',
  '\\def\\x{\\x\\x}\\x',
  '\\rule{999em}{999em}',
  '\\kern-999em',
  '\\raisebox{99em}{x}',
  '\\char"3C',
  '\\@ifnextchar',
  '\\begin{array}{c|c}a&b\\\\\\hline c&d\\end{array}',
];

const NORMAL = [
  'x^2',
  '\\frac{a}{b}',
  '\\sqrt[3]{x}',
  '\\color{red}{x}',
  '\\textcolor{#f00}{y}',
  '\\colorbox{red}{z}',
  '\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}',
  '\\overbrace{abc}',
  '\\xrightarrow{abc}',
  '\\boxed{x}',
  '\\cancel{x}',
  '\\sum_{i=0}^n i',
  '\\left(\\frac{a}{b}\\right)',
  '\\hat{x}\\widehat{xyz}',
  '\\mathbb{R}',
  'あ',
];

const formula: fc.Arbitrary<string> = fc.letrec<{ f: string }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...HOSTILE_COMMANDS, ...NORMAL),
    fc.string({ unit: fc.constantFrom(...'\\{}[]^_&<>"\'#%$~:;()/=abcx1 '), maxLength: 20 }),
    fc.array(tie('f'), { maxLength: 3 }).map((parts) => parts.join(' ')),
    tie('f').map((inner) => `\\frac{${inner}}{x}`),
    tie('f').map((inner) => `{${inner}}^{${inner}}`),
  ),
})).f;

const RUNS = 1_000;

describe('KaTeX output is inert (property test)', () => {
  test(`${RUNS} generated formulas, inline and display`, async () => {
    const template = document.createElement('template');
    let typeset = 0;
    await fc.assert(
      fc.asyncProperty(formula, fc.boolean(), async (f, block) => {
        const result = await renderMath(f, block);
        if (!('html' in result)) return;
        typeset++;
        template.innerHTML = result.html;
        expect(katexViolations(template.content)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    console.info(`KaTeX property test: ${RUNS} formulas, ${typeset} typeset and checked`);
    expect(typeset).toBeGreaterThan(RUNS / 4);
  }, 300_000);

  test('the allow list rejects a link, an id and a style that loads', () => {
    const template = document.createElement('template');
    template.innerHTML =
      '<span class="katex"><a href="javascript:alert(1)">x</a><span id="x" style="background: url(x)">y</span></span>';
    const found = katexViolations(template.content).join('\n');
    expect(found).toMatch(/unknown KaTeX element <a>/);
    expect(found).toMatch(/attribute id/);
    expect(found).toMatch(/dangerous style/);
  });
});
