// Time-sortable ids in the style of Misskey's `aidx`: 8 base36 characters of milliseconds since
// 2000-01-01, then 4 characters of a per-process node id and a 4-character counter. Ids compare by
// string order in creation order, which is what sinceId/untilId pagination relies on.

const TIME2000 = 946684800000;
const NODE = Math.floor(Math.random() * 36 ** 4)
  .toString(36)
  .padStart(4, '0');
let counter = Math.floor(Math.random() * 36 ** 4);

function timePart(ms: number): string {
  return Math.max(0, Math.floor(ms) - TIME2000)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
}

export function genId(ms: number = Date.now()): string {
  counter = (counter + 1) % 36 ** 4;
  return timePart(ms) + NODE + counter.toString(36).padStart(4, '0');
}

/** The smallest id that can be generated at `ms`: use as an exclusive/inclusive bound for dates. */
export function idBoundForDate(ms: number): string {
  return timePart(ms) + '00000000';
}

export function dateOfId(id: string): number {
  return parseInt(id.slice(0, 8), 36) + TIME2000;
}

export function isValidId(id: string): boolean {
  return /^[a-zA-Z0-9]+$/.test(id);
}
