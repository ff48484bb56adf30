import fc from 'fast-check';
import { describe, test } from 'vitest';
import {
  assertTimed,
  commonProps,
  propsOf,
  renderAndCheck,
  TIMEOUT,
  setUpMfmRoot,
} from '../../test-support/mfm-property-harness.tsx';
import { mfmText } from '../../test-support/mfm-generators.ts';

// Spec P2 §5, §8: MFM syntax mixed with hostile pieces never makes the renderer emit DOM off the
// allow lists (the shared set-up: test-support/mfm-property-harness.tsx).
setUpMfmRoot();

const NUM_RUNS = 35_000;

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  test(
    `MFM syntax mixed with hostile pieces (${NUM_RUNS} runs)`,
    () => {
      assertTimed(
        'MFM syntax',
        fc.property(mfmText, commonProps, (t, c) => {
          renderAndCheck({ text: t, ...propsOf(c) }, c.storeIndex);
        }),
        NUM_RUNS,
      );
    },
    TIMEOUT,
  );
});
