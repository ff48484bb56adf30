/** How long a role given by hand lasts. */
export const ASSIGN_PERIODS = ['forever', 'hour', 'day', 'week', 'month'] as const;
export type AssignPeriod = (typeof ASSIGN_PERIODS)[number];

const MS: Record<Exclude<AssignPeriod, 'forever'>, number> = {
  hour: 3600_000,
  day: 86400_000,
  week: 7 * 86400_000,
  month: 30 * 86400_000,
};

/** When an assignment made at `now` ends (admin/roles/assign's expiresAt), null for never. */
export function assignEnd(period: AssignPeriod, now: number): number | null {
  return period === 'forever' ? null : now + MS[period];
}
