import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * The same files in the same order on every machine: sorted by path and dealt round-robin to
 * the shards (scripts/test.ts). Test files share a process (isolate: false), so a file that
 * leaves state behind shows on every run, never by chance of timing or of a results cache.
 */
export class PathSequencer extends BaseSequencer {
  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    return byPath(files).filter((_, i) => i % count === index - 1);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return byPath(files);
  }
}

const byPath = (files: TestSpecification[]) => [...files].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
