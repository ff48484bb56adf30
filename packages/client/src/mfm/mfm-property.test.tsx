// test: long — 10,000 generated trees and the other properties
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { domViolations } from '../../test-support/dom-safety.ts';
import { HOSTILE_PIECES, mfmTree, nestedEffects } from '../../test-support/mfm-generators.ts';
import {
  assertTimed,
  commonProps,
  mfmContainer,
  propsOf,
  renderAndCheck,
  stores,
  TIMEOUT,
  setUpMfmRoot,
} from '../../test-support/mfm-property-harness.tsx';

/**
 * Property tests (spec P2 §5, §8): whatever text or tree the MFM renderer gets, the DOM it produces
 * holds only elements, attributes, addresses and styles on the allow lists of dom-safety.ts. Trees,
 * deep nesting and the allow lists here; arbitrary strings and MFM syntax in mfm-property-strings
 * and mfm-property-syntax (three files, so that they run side by side).
 */
setUpMfmRoot();

const NUM_RUNS = 10_000;

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  test(
    `trees with arbitrary effect arguments and addresses (${NUM_RUNS} runs)`,
    () => {
      assertTimed(
        'trees',
        fc.property(mfmTree, commonProps, (nodes, c) => {
          renderAndCheck({ text: '', parsedNodes: nodes, ...propsOf(c) }, c.storeIndex);
        }),
        NUM_RUNS,
      );
    },
    TIMEOUT,
  );

  test(
    '50 levels of every effect, and 100 KB of hostile text, stay inert and complete',
    () => {
      for (const name of [
        'x2',
        'scale.x=5',
        'position.x=9',
        'fg.color=f00',
        'border.width=9',
        'spin',
        'ruby',
      ]) {
        for (let i = 0; i < stores.length; i++) {
          renderAndCheck({ text: nestedEffects(50, name) }, i);
          expect(mfmContainer().textContent).toContain('<script>alert(1)</script>');
        }
      }
      const huge = HOSTILE_PIECES.join(' **x** $[fg.color=f00 y] [l](javascript:alert(1)) ').repeat(80);
      expect(huge.length).toBeGreaterThan(100_000);
      renderAndCheck({ text: huge, nyaize: true, author: { host: null, isCat: true } }, 7);
      expect(mfmContainer().textContent).toContain('<script>alert(1)</script>');
      expect(mfmContainer().querySelectorAll('b').length).toBeGreaterThan(1000);
    },
    TIMEOUT,
  );
});

describe('the allow lists reject what a broken renderer would emit', () => {
  const violationsOf = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return domViolations(div);
  };

  test.each([
    ['<a href="javascript:alert(1)" target="_blank" rel="nofollow noopener">x</a>', /href scheme javascript/],
    ['<a href="//evil.example/x" class="kumo-mfm-link">x</a>', /leaves the origin/],
    ['<a href="https://ok.example/">x</a>', /without target/],
    ['<span onclick="alert(1)">x</span>', /handler attribute onclick/],
    ['<span style="color: red">x</span>', /style color: red/],
    ['<span style="background-image: url(x)">x</span>', /dangerous style/],
    ['<span style="position: fixed">x</span>', /style property position/],
    ['<img src="data:image/png,x" alt="">', /image scheme/],
    ['<span id="x">x</span>', /unknown attribute id/],
    ['<span class="evil">x</span>', /unknown class evil/],
    ['<script>alert(1)</script>', /forbidden <script>/],
    ['<form></form>', /forbidden <form>/],
    ['<u>x</u>', /unknown element <u>/],
  ])('%s', (html, problem) => {
    expect(violationsOf(html).join('\n')).toMatch(problem);
  });

  test('what the renderer emits for ordinary MFM passes', () => {
    const text =
      '**b** <small>s</small> $[fg.color=0f0 g] $[border.style=dashed,radius=4 x] $[spin.speed=2s r] ' +
      '@alice @bob@remote.example #tag :kumo: 😀 [l](https://ok.example/) https://ok.example/x ' +
      '$[unixtime 1700000000] `c`\n> q\n<center>c</center>\nkumo Search';
    renderAndCheck({ text, author: { host: null } }, 3);
    const tags = new Set([...mfmContainer().querySelectorAll('*')].map((e) => e.localName));
    for (const tag of [
      'a',
      'img',
      'b',
      'small',
      'blockquote',
      'div',
      'time',
      'input',
      'button',
      'svg',
      'code',
    ])
      expect(tags).toContain(tag);
    expect(mfmContainer().querySelector('[style*="color"]')).not.toBeNull();
  });
});
