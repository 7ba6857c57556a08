import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFileStats, contacts, libraryFiles } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { FILE_EXTRA_MSG, type FilePermission } from "./constants";
import { libraryFileColumns, toLibraryFile } from "./service";
import { visibleToContact } from "./visibility";

type LocCtx = Pick<Ctx, "locationId">;
const mine = (ctx: LocCtx) => eq(libraryFiles.locationId, ctx.locationId);

/** Sets the permission of several files; any id not this location's: 404 and nothing changed. */
export async function updatePermission(db: Db, ctx: LocCtx, input: { ids: number[]; permission: FilePermission }) {
  const ids = [...new Set(input.ids)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .update(libraryFiles)
      .set({ permission: input.permission, updatedAt: new Date() })
      .where(and(mine(ctx), inArray(libraryFiles.id, ids)))
      .returning({ id: libraryFiles.id });
    if (rows.length !== ids.length) throw notFound("File");
  });
  return { status: 1, message: FILE_EXTRA_MSG.permissionUpdated };
}

export async function changePermission(db: Db, ctx: LocCtx, id: number, permission: FilePermission) {
  const [row] = await db
    .update(libraryFiles)
    .set({ permission, updatedAt: new Date() })
    .where(and(eq(libraryFiles.id, id), mine(ctx)))
    .returning(libraryFileColumns);
  if (!row) throw notFound("File");
  return toLibraryFile(row);
}

/**
 * Counts a portal view or download: on the file, and on the contact's own tally when the
 * contact is named. A named contact must be this location's and see the file (visibility.ts),
 * else 404 and nothing is counted: a contact cannot count a file they were never shown.
 */
export async function updateStats(db: Db, ctx: LocCtx, input: { id: number; type: "view" | "download"; contact_id?: number }) {
  const column = input.type === "view" ? "views" : "downloads";
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (input.contact_id !== undefined) {
      const [contact] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, input.contact_id), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
      if (!contact) throw notFound("Contact");
    }
    const [row] = await tx
      .update(libraryFiles)
      .set({ [column]: sql`${libraryFiles[column]} + 1` })
      .where(and(eq(libraryFiles.id, input.id), mine(ctx), input.contact_id !== undefined ? visibleToContact(ctx.locationId, input.contact_id) : undefined))
      .returning({ id: libraryFiles.id, views: libraryFiles.views, downloads: libraryFiles.downloads });
    if (!row) throw notFound("File");
    if (input.contact_id !== undefined) {
      await tx
        .insert(contactFileStats)
        .values({ locationId: ctx.locationId, libraryFileId: row.id, contactId: input.contact_id, [column]: 1 })
        .onConflictDoUpdate({
          target: [contactFileStats.libraryFileId, contactFileStats.contactId],
          set: { [column]: sql`${contactFileStats[column]} + 1`, lastSeenAt: new Date() },
        });
    }
    return { data: row };
  });
}
