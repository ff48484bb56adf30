import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A test file that takes far longer than most says so on a line of its own (`// test: long`, with
 * why). Vitest orders files by their last durations where it has them and otherwise by size,
 * largest first; on a fresh clone it has none, and the long files are short to read (a sweep, a
 * property), so they would start last and leave the other workers idle while they finish. Marked
 * files start first; the rest keep vitest's order, and a project's `groupOrder` still comes first.
 */
const LONG_MARK = /^\/\/ test: long\b/m;

function isLong(spec: TestSpecification): boolean {
  try {
    return LONG_MARK.test(readFileSync(spec.moduleId, 'utf8'));
  } catch {
    return false;
  }
}

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(sorted.map((spec, i) => [spec, i]));
    const long = new Set(sorted.filter(isLong));
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted.sort(
      (a, b) =>
        group(a) - group(b) || Number(long.has(b)) - Number(long.has(a)) || rank.get(a)! - rank.get(b)!,
    );
  }
}
