import type { z } from "zod";
import type { Db } from "@/db";

export type RetryPolicy = {
  /** Attempts after the first one. */
  limit: number;
  /** Seconds before the first retry; doubled each time when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
};

export type JobContext = { db: Db; jobId: string; attempt: number };

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  /**
   * Must be idempotent: a job can run twice (a worker dies after the work but before
   * marking it done), and the second run must change nothing.
   */
  handler: (data: z.output<S>, ctx: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /**
   * A run longer than this counts as dead and is retried. A worker that dies is noticed much
   * sooner: it stops renewing its lease (lease.ts, LEASE_SECONDS).
   */
  expireInSeconds: number;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
  /** Runs on this cron schedule (UTC) with `cronData`, in addition to explicit sends. */
  cron?: string;
  cronData?: z.input<S>;
  /** Also queued once (with `cronData`) when a process starts its workers: start-up sweeps. */
  runAtStart?: boolean;
};

const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 10, backoff: true };

/** A module declares each of its jobs once with this; `sendJob` and the workers take it. */
export function defineJob<S extends z.ZodType>(
  def: Pick<JobDefinition<S>, "name" | "schema" | "handler"> & Partial<Omit<JobDefinition<S>, "name" | "schema" | "handler">>,
): JobDefinition<S> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/.test(def.name)) throw new Error(`job name "${def.name}" must be dotted kebab-case`);
  return { retry: DEFAULT_RETRY, expireInSeconds: 15 * 60, concurrency: 2, ...def };
}
