import "server-only";
import type { Db } from "@/db";
import { assetShareHistories } from "@/db/schema";
import type { ShareableAsset } from "./define";

export type CopyJob = { asset: ShareableAsset; fromLocationId: number; id: number; toLocationId: number };

/**
 * Copies assets in ONE transaction and records a share history row for each (read back by
 * get-import-logs). A failure anywhere rolls every copy back, and the stored bytes the copies
 * had already written are removed afterwards: a failed share leaves nothing behind.
 */
export async function copyAssets(db: Db, userId: number, via: "link" | "location", jobs: CopyJob[]): Promise<number[]> {
  const undo: (() => Promise<void>)[] = [];
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const ids: number[] = [];
      for (const job of jobs) {
        const copyId = await job.asset.copy(tx, { fromLocationId: job.fromLocationId, id: job.id, toLocationId: job.toLocationId, userId, onRollback: (fn) => undo.push(fn) });
        await tx.insert(assetShareHistories).values({
          locationId: job.fromLocationId,
          assetType: job.asset.type,
          assetId: job.id,
          toLocationId: job.toLocationId,
          copyId,
          via,
          userId,
        });
        ids.push(copyId);
      }
      return ids;
    });
  } catch (e) {
    for (const fn of undo) await fn().catch((err) => console.error("assets: undoing a rolled-back copy failed:", err));
    throw e;
  }
}
