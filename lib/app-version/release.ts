import "server-only";
import { count } from "drizzle-orm";
import type { Db } from "@/db";
import { appReleases, users } from "@/db/schema";

/**
 * Notes that `version` now serves this database. The first time a new version starts after an
 * earlier one, every user is marked as not on the latest version (doc 1 s2 refresh bar): their
 * open tabs run the old bundle until they refresh. Idempotent: a restart of the same version,
 * or a second server of it, changes nothing.
 */
export async function recordRelease(db: Db, version: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(appReleases).values({ version }).onConflictDoNothing().returning({ version: appReleases.version });
    if (inserted.length === 0) return false;
    const [{ n }] = await tx.select({ n: count() }).from(appReleases);
    if (n > 1) await tx.update(users).set({ hasLatestVersion: false });
    return n > 1;
  });
}
