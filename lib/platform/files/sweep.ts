import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { files } from "@/db/schema";
import { uploadsRoot } from "./local-store";
import { incomingRoot } from "./spool";

/**
 * Older than this, a temp file or a stored file without a row belongs to no upload in
 * progress: an upload spools, stores and records its row within one request.
 */
export const STALE_MS = 60 * 60 * 1000;

async function listFiles(root: string): Promise<string[]> {
  const names = await fs.promises.readdir(root, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [] as string[];
    throw e;
  });
  return names.map((n) => String(n));
}

async function removeIfStale(full: string, now: number): Promise<boolean> {
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile() || now - stat.mtimeMs < STALE_MS) return false;
  await fs.promises.rm(full, { force: true });
  return true;
}

/** Temp files a killed upload left: DATA_DIR/incoming/* and `*.tmp` beside stored files. */
export async function sweepTempFiles(now = Date.now()): Promise<number> {
  let removed = 0;
  const incoming = incomingRoot();
  for (const name of await listFiles(incoming)) if (await removeIfStale(path.join(incoming, name), now)) removed++;
  const uploads = uploadsRoot();
  for (const name of await listFiles(uploads)) if (name.endsWith(".tmp") && (await removeIfStale(path.join(uploads, name), now))) removed++;
  return removed;
}

/**
 * Stored bytes no row points at (a process killed between storing and recording, or a delete
 * whose file removal failed): removed once stale. Idempotent; keys are checked in batches.
 */
export async function sweepOrphanBytes(db: Db, now = Date.now()): Promise<number> {
  const root = uploadsRoot();
  const keys = (await listFiles(root)).filter((n) => !n.endsWith(".tmp")).map((n) => n.split(path.sep).join("/"));
  let removed = 0;
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const known = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(eq(files.provider, "local"), inArray(files.storageKey, batch)));
    const kept = new Set(known.map((r) => r.key));
    for (const key of batch) if (!kept.has(key) && (await removeIfStale(path.join(root, key), now))) removed++;
  }
  return removed;
}
