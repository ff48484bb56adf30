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

// Spec P2 §5, §8: arbitrary text never makes the MFM renderer emit DOM off the allow lists (the
// shared set-up and the other properties: test-support/mfm-property-harness.tsx).
setUpMfmRoot();

const NUM_RUNS = 55_000;

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  test(
    `arbitrary strings (${NUM_RUNS} runs)`,
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
        NUM_RUNS,
      );
    },
    TIMEOUT,
  );
});
