/** Pure helpers for editing the server rules list (meta.serverRules). */

export function moveRule(rules: readonly string[], index: number, delta: -1 | 1): string[] {
  const to = index + delta;
  if (index < 0 || index >= rules.length || to < 0 || to >= rules.length) return [...rules];
  const next = [...rules];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function removeRule(rules: readonly string[], index: number): string[] {
  return rules.filter((_, i) => i !== index);
}

/** What is saved: each rule trimmed, empty rules left out. */
export function rulesToSave(rules: readonly string[]): string[] {
  return rules.map((r) => r.trim()).filter((r) => r.length > 0);
}
