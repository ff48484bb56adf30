/** Host names typed one per line, as i/update `mutedInstances` takes them: trimmed, lower-cased, no blanks or repeats. */
export function parseMutedInstances(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const host = line.trim().toLowerCase();
    if (host !== '' && !out.includes(host)) out.push(host);
  }
  return out;
}

/** The text area's content for a saved list. */
export function mutedInstancesText(hosts: readonly string[]): string {
  return hosts.join('\n');
}
