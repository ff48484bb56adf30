/** Spec P1 §4, P2 §4: a dialog resolves as canceled or with a result. */
export type DialogResult<T> = { canceled: true; result?: undefined } | { canceled: false; result: T };

export type DialogType = 'info' | 'success' | 'error' | 'warning' | 'question';

export const CANCELED: DialogResult<never> = { canceled: true };

export function resultOf<T>(value: T): DialogResult<T> {
  return { canceled: false, result: value };
}
