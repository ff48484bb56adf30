import fc from 'fast-check';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { domViolations } from '../../test-support/dom-safety.ts';
import { Mfm, type MfmProps } from './Mfm.tsx';
import {
  authorHost,
  emojiUrls,
  HOSTILE_PIECES,
  mfmText,
  mfmTree,
  nestedEffects,
} from '../../test-support/mfm-generators.ts';
import { fixPropertySeed } from '../../test-support/property-seed.ts';

fixPropertySeed();

/**
 * Property tests (spec P2 §5, §8): whatever text or tree the MFM renderer gets, the DOM it produces holds only
 * elements, attributes, addresses and styles on the allow lists of dom-safety.ts. Each render is synchronous into
 * one reused root, within act(): its effects and the renders they cause are done when the DOM is checked (without
 * act, fast-check's synchronous runs would leave the effects of 100,000 renders queued until the end).
 */

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

/** One store per combination of the settings that change what effects render. */
const stores = [false, true].flatMap((animate) =>
  [false, true].flatMap((advanced) =>
    (['twemoji', 'native'] as const).map((emojiStyle) => {
      const store = new SettingsStore({
        storage: new MemoryStorage(),
        accountId: null,
        env: { prefersReducedMotion: false, isMobile: false },
      });
      store.set('animatedMfm', animate);
      store.set('animation', true);
      store.set('advancedMfm', advanced);
      store.set('emojiStyle', emojiStyle);
      return store;
    }),
  ),
);

let container: HTMLDivElement;
let root: Root;
let runs = 0;
const started = { wall: performance.now(), cpu: process.cpuUsage() };

beforeAll(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterAll(() => {
  act(() => root.unmount());
  container.remove();
  const cpu = process.cpuUsage(started.cpu);
  const seconds = (n: number) => (n / 1000).toFixed(1);
  console.info(
    `MFM property tests: ${runs} renders checked in ${seconds(performance.now() - started.wall)} s ` +
      `(${seconds((cpu.user + cpu.system) / 1000)} s CPU)`,
  );
});

/** Renders <Mfm> with the given props and settings and returns the DOM violations found. */
/** Runs one property and reports its run count and time (wall and CPU: the machine may be shared). */
function assertTimed<T>(name: string, property: fc.IProperty<T>, numRuns: number) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  fc.assert(property, { numRuns });
  const used = process.cpuUsage(cpu);
  console.info(
    `${name}: ${numRuns} runs in ${((performance.now() - wall) / 1000).toFixed(1)} s ` +
      `(${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
  );
}

/** Renders <Mfm> with the given props and settings; throws listing the DOM violations, if any. */
function renderAndCheck(props: MfmProps, storeIndex: number): void {
  const store = stores[storeIndex % stores.length] as SettingsStore;
  act(() =>
    root.render(
      <SettingsProvider store={store} token={null}>
        <Mfm localHost="localhost:3000" {...props} />
      </SettingsProvider>,
    ),
  );
  runs++;
  const violations = domViolations(container);
  if (violations.length) throw new Error(`DOM violations:\n${violations.join('\n')}`);
}

const commonProps = fc.record({
  storeIndex: fc.nat(),
  plain: fc.boolean(),
  nowrap: fc.boolean(),
  nyaize: fc.constantFrom(false, true, 'respect' as const),
  isCat: fc.boolean(),
  isNote: fc.boolean(),
  host: authorHost,
  emojiUrls,
});
type Common = typeof commonProps extends fc.Arbitrary<infer T> ? T : never;

function propsOf(c: Common): Omit<MfmProps, 'text'> {
  return {
    plain: c.plain,
    nowrap: c.nowrap,
    nyaize: c.nyaize,
    isNote: c.isNote,
    author: { host: c.host, isCat: c.isCat },
    emojiUrls: c.emojiUrls,
  };
}

const NUM_RUNS = { arbitrary: 55_000, syntax: 35_000, trees: 10_000 };
/** Generous: the suite may share a loaded machine; the properties themselves take well under a minute of CPU. */
const TIMEOUT = 600_000;

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  test(
    `arbitrary strings (${NUM_RUNS.arbitrary} runs)`,
    () => {
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: fc.constantFrom(...'$[]()<>*_~`\\:@#?!.,=/ \n"\'&;{}abcjs'), maxLength: 80 }),
      );
      assertTimed(
        'arbitrary strings',
        fc.property(text, commonProps, (t, c) => {
          renderAndCheck({ text: t, ...propsOf(c) }, c.storeIndex);
        }),
        NUM_RUNS.arbitrary,
      );
    },
    TIMEOUT,
  );

  test(
    `MFM syntax mixed with hostile pieces (${NUM_RUNS.syntax} runs)`,
    () => {
      assertTimed(
        'MFM syntax',
        fc.property(mfmText, commonProps, (t, c) => {
          renderAndCheck({ text: t, ...propsOf(c) }, c.storeIndex);
        }),
        NUM_RUNS.syntax,
      );
    },
    TIMEOUT,
  );

  test(
    `trees with arbitrary effect arguments and addresses (${NUM_RUNS.trees} runs)`,
    () => {
      assertTimed(
        'trees',
        fc.property(mfmTree, commonProps, (nodes, c) => {
          renderAndCheck({ text: '', parsedNodes: nodes, ...propsOf(c) }, c.storeIndex);
        }),
        NUM_RUNS.trees,
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
          expect(container.textContent).toContain('<script>alert(1)</script>');
        }
      }
      const huge = HOSTILE_PIECES.join(' **x** $[fg.color=f00 y] [l](javascript:alert(1)) ').repeat(80);
      expect(huge.length).toBeGreaterThan(100_000);
      renderAndCheck({ text: huge, nyaize: true, author: { host: null, isCat: true } }, 7);
      expect(container.textContent).toContain('<script>alert(1)</script>');
      expect(container.querySelectorAll('b').length).toBeGreaterThan(1000);
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
    const tags = new Set([...container.querySelectorAll('*')].map((e) => e.localName));
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
    expect(container.querySelector('[style*="color"]')).not.toBeNull();
  });
});
