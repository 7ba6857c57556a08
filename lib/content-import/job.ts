import "server-only";
import { z } from "zod";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { contentImportItems, contentImportRuns, contentImports, files, memberships, users } from "@/db/schema";
import { openStoredBytes } from "@/lib/platform/files/read";
import { defineJob } from "@/lib/platform/jobs/define";
import { EVENTS, publish, userChannel, type ContentUploadPayload } from "@/lib/platform/realtime";
import type { ContentImportFormat } from "./constants";
import { parseContentFile } from "./read";

/**
 * One account's part of a content import. Each item is made in its own transaction that first
 * claims the item's key (import, account, item) with one conditional insert: a run killed
 * mid-item rolls that item back and a re-run makes it; a second run (a retry racing a slow one)
 * finds the key taken and makes nothing. Progress goes to the importing user's
 * content-upload-channel after each item, counted over every account of the batch; `onItem`
 * hears each item of this account once its transaction has committed.
 */
export async function runContentImport(db: Db, runId: number, onItem?: (index: number) => void): Promise<void> {
  // Claim: queued, or running (a run that died); a finished run is never run again.
  const [run] = await db
    .update(contentImportRuns)
    .set({ state: "running" })
    .where(and(eq(contentImportRuns.id, runId), inArray(contentImportRuns.state, ["queued", "running"])))
    .returning();
  if (!run) return;
  const [imp] = await db.select().from(contentImports).where(eq(contentImports.id, run.importId));
  const [file] = imp?.fileId
    ? await db.select({ provider: files.provider, storageKey: files.storageKey }).from(files).where(and(eq(files.id, imp.fileId), eq(files.locationId, imp.locationId)))
    : [];
  const parsed = file ? await parseContentFile({ stream: await openStoredBytes(file) }, imp.format as ContentImportFormat) : null;
  // Who imports, as a member of the target account: the services take their session's shape.
  const [member] = imp?.userId
    ? await db
        .select({ permissions: memberships.permissions, isOrganizationOwner: users.isOrganizationOwner })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.userId, imp.userId), eq(memberships.locationId, run.locationId)))
    : [];
  if (!imp || !parsed?.ok || !member) {
    await db.update(contentImportRuns).set({ state: "failed", finishedAt: new Date() }).where(eq(contentImportRuns.id, run.id));
    return;
  }
  const { importer, items } = parsed;
  const ctx = { locationId: run.locationId, userId: imp.userId!, permissions: member.permissions, isOrganizationOwner: member.isOrganizationOwner };
  const made = new Set(
    (await db.select({ item: contentImportItems.item }).from(contentImportItems).where(and(eq(contentImportItems.importId, imp.id), eq(contentImportItems.locationId, run.locationId)))).map((r) => r.item),
  );
  const [{ n: accounts }] = await db.select({ n: count() }).from(contentImportRuns).where(eq(contentImportRuns.importId, imp.id));
  const total = items.length * accounts;

  for (const [i, item] of items.entries()) {
    if (made.has(i)) continue;
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [claim] = await tx
        .insert(contentImportItems)
        .values({ locationId: run.locationId, importId: imp.id, item: i, title: item.title })
        .onConflictDoNothing()
        .returning({ id: contentImportItems.id });
      if (!claim) return;
      const recordId = await importer.create(tx, ctx, item);
      await tx.update(contentImportItems).set({ recordId }).where(and(eq(contentImportItems.id, claim.id), eq(contentImportItems.locationId, run.locationId)));
    });
    onItem?.(i);
    if (imp.userId != null) {
      const [{ n: index }] = await db.select({ n: count() }).from(contentImportItems).where(eq(contentImportItems.importId, imp.id));
      const payload: ContentUploadPayload = { employer: imp.userId, index, type: importer.type, progress: Math.min(100, Math.floor((index * 100) / total)), icon: importer.icon };
      await publish(userChannel("content-upload-channel", imp.userId), EVENTS["content-upload-channel"], payload);
    }
  }
  await db.update(contentImportRuns).set({ state: "completed", finishedAt: new Date() }).where(and(eq(contentImportRuns.id, run.id), eq(contentImportRuns.state, "running")));
}

export const contentImportJob = defineJob({
  name: "content-import.run",
  schema: z.object({ runId: z.number().int().positive() }),
  handler: ({ runId }, { db }) => runContentImport(db, runId),
});
