import fc from 'fast-check';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, test } from 'vitest';
import { SettingsProvider, SettingsStore } from '../src/store/index.ts';
import { Mfm, type MfmProps } from '../src/mfm/Mfm.tsx';
import { domViolations } from './dom-safety.ts';
import { authorHost, emojiUrls } from './mfm-generators.ts';
import { fixPropertySeed } from './property-seed.ts';

/**
 * What the MFM property tests (src/mfm/mfm-property*.test.tsx) share: whatever text or tree the MFM
 * renderer gets, the DOM it produces holds only elements, attributes, addresses and styles on the
 * allow lists of dom-safety.ts. Each render is synchronous into one reused root, within act(): its
 * effects and the renders they cause are done when the DOM is checked (without act, fast-check's
 * synchronous runs would leave the effects of thousands of renders queued until the end). The
 * properties are in three files so that they run side by side, one per core.
 */

/** Generous: the suite may share a loaded machine; each property takes well under a minute of CPU. */
export const TIMEOUT = 600_000;

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
export const stores = [false, true].flatMap((animate) =>
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

/** The element the renders go into (made before the file's tests, removed after them). */
export function mfmContainer(): HTMLDivElement {
  return container;
}

/** Sets up the reused root for the calling test file, and reports its renders after it. */
export function setUpMfmRoot(): void {
  fixPropertySeed();
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  beforeAll(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    runs = 0;
  });
  afterAll(() => reportRenders(started));
}

function reportRenders(started: { wall: number; cpu: NodeJS.CpuUsage }): void {
  act(() => root.unmount());
  container.remove();
  const cpu = process.cpuUsage(started.cpu);
  const seconds = (n: number) => (n / 1000).toFixed(1);
  console.info(
    `MFM property tests: ${runs} renders checked in ${seconds(performance.now() - started.wall)} s ` +
      `(${seconds((cpu.user + cpu.system) / 1000)} s CPU)`,
  );
}

/** Runs one property and reports its run count and time (wall and CPU: the machine may be shared). */
export function assertTimed<T>(name: string, property: fc.IProperty<T>, numRuns: number) {
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
export function renderAndCheck(props: MfmProps, storeIndex: number): void {
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

export const commonProps = fc.record({
  storeIndex: fc.nat(),
  plain: fc.boolean(),
  nowrap: fc.boolean(),
  nyaize: fc.constantFrom(false, true, 'respect' as const),
  isCat: fc.boolean(),
  isNote: fc.boolean(),
  host: authorHost,
  emojiUrls,
});
export type Common = typeof commonProps extends fc.Arbitrary<infer T> ? T : never;

export function propsOf(c: Common): Omit<MfmProps, 'text'> {
  return {
    plain: c.plain,
    nowrap: c.nowrap,
    nyaize: c.nyaize,
    isNote: c.isNote,
    author: { host: c.host, isCat: c.isCat },
    emojiUrls: c.emojiUrls,
  };
}

/** A test that renders `numRuns` texts from `text` with arbitrary props and settings, all inert. */
export function textRendersInert(title: string, label: string, text: fc.Arbitrary<string>, numRuns: number) {
  test(
    `${title} (${numRuns} runs)`,
    () => {
      assertTimed(
        label,
        fc.property(text, commonProps, (t, c) => {
          renderAndCheck({ text: t, ...propsOf(c) }, c.storeIndex);
        }),
        numRuns,
      );
    },
    TIMEOUT,
  );
}
