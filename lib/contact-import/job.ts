import "server-only";
import { z } from "zod";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactImportBatches, contactImportEmails, contactImports, files, users } from "@/db/schema";
import { resolveStatus } from "@/lib/contacts/crud";
import { sendEmail } from "@/lib/platform/email";
import { openStoredBytes } from "@/lib/platform/files/read";
import { defineJob } from "@/lib/platform/jobs/define";
import { EVENTS, publish, userChannel, type ProgressPayload } from "@/lib/platform/realtime";
import { prepareBatch, writeBatch, type BatchImport, type BatchOrder, type Line } from "./batch";
import { lockLocationImports } from "./run-lock";
import { IMPORT_BATCH_ROWS, MSG, type ImportFormat } from "./constants";
import { readRows } from "./read-rows";

/**
 * The import job: streams the stored file, writes it in batches of IMPORT_BATCH_ROWS rows
 * (lib/contact-import/batch.ts), two at a time, and pushes progress on the user's
 * `progress-channel` after each. Resumable: a run skips the batches already committed
 * (contact_import_batches) while reading, so a killed worker's import finishes with every row
 * written once.
 */

async function progress(userId: number | null, p: Omit<ProgressPayload, "user_id"> & { location_id: number; import_id: number }) {
  if (userId == null) return;
  await publish(userChannel("progress-channel", userId), EVENTS["progress-channel"], { user_id: userId, ...p });
}

async function finish(db: Db, id: number, locationId: number) {
  const [done] = await db
    .update(contactImports)
    .set({ state: "completed", finishedAt: new Date() })
    .where(and(eq(contactImports.id, id), eq(contactImports.locationId, locationId), eq(contactImports.state, "running")))
    .returning();
  await db.delete(contactImportEmails).where(and(eq(contactImportEmails.importId, id), eq(contactImportEmails.locationId, locationId)));
  await db.delete(contactImportBatches).where(and(eq(contactImportBatches.importId, id), eq(contactImportBatches.locationId, locationId)));
  if (!done) return;
  // Doc 1 s9: the dialog says "We sent you an email for more details."
  const [user] = done.userId ? await db.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, done.userId)) : [];
  if (user) {
    const lines = [
      `Your import of ${done.fileName} is complete.`,
      `Rows read: ${done.processedRows}. Contacts added: ${done.createdCount}. Contacts updated: ${done.updatedCount}. Rows not imported: ${done.errorCount}.`,
      done.errorCount ? "The import log on the contacts screen lists each row that was not imported and why." : "",
    ].filter(Boolean);
    await sendEmail(db, {
      to: user.email,
      subject: MSG.emailSubject,
      text: lines.join("\n\n"),
      html: lines.map((l) => `<p>${l.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`).join(""),
      kind: "system",
      userId: done.userId,
      locationId: done.locationId,
    });
  }
  await progress(done.userId, { count: done.processedRows, total_count: done.totalCount, location_id: done.locationId, import_id: done.id });
}

export async function runImport(db: Db, importId: number): Promise<void> {
  const [queued] = await db.select({ locationId: contactImports.locationId }).from(contactImports).where(eq(contactImports.id, importId));
  if (!queued) return;
  const lock = await lockLocationImports(queued.locationId);
  try {
    await runLocked(db, importId);
  } finally {
    await lock.release();
  }
}

async function runLocked(db: Db, importId: number): Promise<void> {
  // Claim: queued, or running (a run that died); a completed import is never run again.
  const [imp] = await db
    .update(contactImports)
    .set({ state: "running" })
    .where(and(eq(contactImports.id, importId), inArray(contactImports.state, ["queued", "running"])))
    .returning();
  if (!imp || !imp.mapping) return;
  const [file] = imp.fileId
    ? await db.select({ provider: files.provider, storageKey: files.storageKey }).from(files).where(and(eq(files.id, imp.fileId), eq(files.locationId, imp.locationId)))
    : [];
  if (!file) {
    await db.update(contactImports).set({ state: "failed", finishedAt: new Date() }).where(eq(contactImports.id, imp.id));
    return;
  }
  // Fresh statistics before the per-email index probes (lib/contact-import/batch.ts): a table
  // never analysed (a new install; PGlite has no autovacuum) gets plans that scan the whole
  // location for each email. Sampled, so cheap at any size.
  await db.execute(sql`analyze contacts`);
  const { status, tab } = await resolveStatus(db, { locationId: imp.locationId }, imp.status ?? undefined);
  const target: BatchImport = { id: imp.id, locationId: imp.locationId, mapping: imp.mapping, status, tab };
  const done = new Set(
    (await db.select({ firstRow: contactImportBatches.firstRow }).from(contactImportBatches).where(and(eq(contactImportBatches.importId, imp.id), eq(contactImportBatches.locationId, imp.locationId)))).map((b) => b.firstRow),
  );

  // Two batches are written at once, each on its own connection, while the next is read and
  // checked: at most three batches are held in memory. `last` is the newest batch started,
  // `older` the one before it; a third waits for `older` to commit.
  let last: BatchOrder | undefined;
  let older: Promise<unknown> = Promise.resolve();
  const started: Promise<unknown>[] = [];
  const flush = async (firstRow: number, lines: Line[]) => {
    const prepared = prepareBatch(target, lines);
    await older;
    const batch = writeBatch(db, target, firstRow, prepared, last);
    const committed = batch.committed.then((r) =>
      progress(imp.userId, { count: r.processed, total_count: imp.totalCount, location_id: imp.locationId, import_id: imp.id }),
    );
    // Handled here so a failure while the next batch is read is not "unhandled"; awaited below.
    committed.catch(() => undefined);
    started.push(committed);
    older = last?.committed ?? Promise.resolve();
    last = batch;
  };
  let n = 0;
  let header = true;
  let batch: Line[] = [];
  let firstRow = 1;
  try {
    for await (const cells of readRows({ stream: await openStoredBytes(file) }, imp.format as ImportFormat)) {
      if (header) {
        header = false;
        continue;
      }
      n++;
      // Batches are fixed runs of IMPORT_BATCH_ROWS data rows, so a resumed run finds the same ones.
      if ((n - 1) % IMPORT_BATCH_ROWS === 0) firstRow = n;
      if (!done.has(firstRow)) batch.push({ line: n + 1, cells });
      if (n % IMPORT_BATCH_ROWS === 0 && batch.length) {
        await flush(firstRow, batch);
        batch = [];
      }
    }
    if (batch.length) await flush(firstRow, batch);
  } finally {
    await Promise.allSettled(started);
  }
  await Promise.all(started);
  await finish(db, imp.id, imp.locationId);
}

export const contactImportJob = defineJob({
  name: "contact-import.run",
  schema: z.object({ importId: z.number().int().positive() }),
  handler: ({ importId }, { db }) => runImport(db, importId),
  // A 1M-row file takes minutes; a run cut off resumes from its checkpoint.
  expireInSeconds: 60 * 60,
  concurrency: 1,
});
