/** Pure helpers for editing the server rules list (meta.serverRules); moving one is `moveItem` of ui/. */

export function removeRule(rules: readonly string[], index: number): string[] {
  return rules.filter((_, i) => i !== index);
}

/** What is saved: each rule trimmed, empty rules left out. */
export function rulesToSave(rules: readonly string[]): string[] {
  return rules.map((r) => r.trim()).filter((r) => r.length > 0);
}
