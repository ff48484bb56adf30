/** One line per figure: `BENCH <name> <value> <unit> budget <budget>` (collected by scripts). */
export function report(name: string, value: number, unit: string, budget: number | null): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  const verdict = budget === null ? '' : value <= budget ? ' (within budget)' : ' (OVER BUDGET)';
  console.log(`BENCH ${name} ${shown} ${unit} budget ${budget ?? 'none'}${verdict}`);
}
