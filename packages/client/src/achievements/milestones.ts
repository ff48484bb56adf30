/** The counted milestones (spec P2 §3), each family in ascending order. */
export const MILESTONES = {
  notes: [1, 10, 100, 500, 1000, 5000, ...Array.from({ length: 10 }, (_, i) => (i + 1) * 10000)],
  login: [3, 7, 15, 30, 60, ...Array.from({ length: 10 }, (_, i) => (i + 1) * 100)],
  following: [1, 10, 50, 100, 300],
  followers: [1, 10, 50, 100, 300, 500, 1000],
} as const;

/** The names of a family's milestones reached by `count`. */
export function reached(prefix: string, steps: readonly number[], count: number): string[] {
  return steps.filter((n) => count >= n).map((n) => `${prefix}${n}`);
}
