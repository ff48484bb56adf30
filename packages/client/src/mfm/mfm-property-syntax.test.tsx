// test: long — 35,000 generated renders
import { describe } from 'vitest';
import { setUpMfmRoot, textRendersInert } from '../../test-support/mfm-property-harness.tsx';
import { mfmText } from '../../test-support/mfm-generators.ts';

// Spec P2 §5, §8: MFM syntax mixed with hostile pieces never makes the renderer emit DOM off the
// allow lists (the shared set-up: test-support/mfm-property-harness.tsx).
setUpMfmRoot();

describe('the MFM renderer emits only allowed DOM (property tests)', () => {
  textRendersInert('MFM syntax mixed with hostile pieces', 'MFM syntax', mfmText, 35_000);
});
