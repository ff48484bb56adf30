// test: long — 55,000 generated renders
import fc from 'fast-check';
import { describe } from 'vitest';
import { setUpMfmRoot, textRendersInert } from '../../test-support/mfm-property-harness.tsx';

// Spec P2 §5, §8: arbitrary text never makes the MFM renderer emit DOM off the allow lists (the
// shared set-up and the other properties: test-support/mfm-property-harness.tsx).
setUpMfmRoot();

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...'$[]()<>*_~`\\:@#?!.,=/ \n"\'&;{}abcjs'), maxLength: 80 }),
  );
  textRendersInert('arbitrary strings', 'arbitrary strings', text, 55_000);
});
