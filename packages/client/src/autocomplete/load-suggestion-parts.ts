/**
 * The suggestion sources (with the emoji search) and the popup load with the first trigger typed: a text field
 * does not need them to be shown. Once loaded they are kept.
 */
type Parts = typeof import('./suggestion-parts.ts');

let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

export function loadSuggestionParts(): Promise<Parts> {
  loading ??= import('./suggestion-parts.ts').then(
    (m) => (parts = m),
    (err: unknown) => {
      loading = null; // a failed chunk load is tried again with the next trigger
      throw err;
    },
  );
  return loading;
}

/** The parts when already loaded (always so once a suggestion list has items). */
export function loadedSuggestionParts(): Parts | null {
  return parts;
}
