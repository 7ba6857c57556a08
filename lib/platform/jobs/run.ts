import type PgBoss from "pg-boss";
import { getDb } from "@/db";
import type { JobDefinition } from "./define";

/**
 * Runs one fetched job through its definition: the payload is parsed again (a job stored
 * by an older release may no longer fit). A payload that can never succeed is logged and
 * completed, not retried.
 */
export async function runJob(def: JobDefinition, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
  const parsed = def.schema.safeParse(job.data);
  if (!parsed.success) {
    console.error(`job ${def.name} ${job.id}: invalid payload, dropped: ${parsed.error.message}`);
    return;
  }
  await def.handler(parsed.data, { db: await getDb(), jobId: job.id, attempt: job.retryCount + 1 });
}
