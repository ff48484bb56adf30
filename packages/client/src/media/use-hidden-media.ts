import { useState } from 'react';
import type { MediaHidingSettings } from './media-visibility.ts';
import { startsHidden } from './media-visibility.ts';

/**
 * Whether one file is hidden behind its cover: it starts as the rules say (spec P2 §4), the user
 * reveals it with a click and can hide it again; a change of the rules (setting changed) starts over.
 */
export function useHiddenMedia(isSensitive: boolean, settings: MediaHidingSettings) {
  const rule = startsHidden(isSensitive, settings);
  const [state, setState] = useState({ rule, hidden: rule });
  if (state.rule !== rule) setState({ rule, hidden: rule });
  const hidden = state.rule === rule ? state.hidden : rule;
  return {
    hidden,
    reveal: () => setState({ rule, hidden: false }),
    hide: () => setState({ rule, hidden: true }),
  };
}
