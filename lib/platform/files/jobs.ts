import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { files } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs";
import { storeFor } from "./stores";
import { sweepOrphanBytes, sweepTempFiles } from "./sweep";

/**
 * Stored bytes whose removal failed (deleteFile, or the cleanup after a failed insert): retried
 * with backoff until the store lets go. Idempotent: bytes a row points at again are kept, and
 * deleting what is already gone succeeds.
 */
export const filesDeleteBytesJob = defineJob({
  name: "files.delete-bytes",
  schema: z.object({ provider: z.enum(["local", "uploadthing"]), storageKey: z.string().min(1) }),
  retry: { limit: 10, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  concurrency: 1,
  async handler({ provider, storageKey }, { db }) {
    const [row] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.provider, provider), eq(files.storageKey, storageKey)))
      .limit(1);
    if (row) return;
    await storeFor(provider).delete(storageKey);
  },
});

/** Hourly, and once when the workers start: temp files of killed uploads and unrecorded bytes. */
export const filesSweepJob = defineJob({
  name: "files.sweep",
  schema: z.object({}),
  cron: "23 * * * *",
  cronData: {},
  runAtStart: true,
  retry: { limit: 1, delaySeconds: 300, backoff: false },
  expireInSeconds: 30 * 60,
  concurrency: 1,
  async handler(_data, { db }) {
    const temp = await sweepTempFiles();
    const orphans = await sweepOrphanBytes(db);
    if (temp || orphans) console.log(`files: swept ${temp} temp file(s) and ${orphans} unrecorded stored file(s)`);
  },
});
