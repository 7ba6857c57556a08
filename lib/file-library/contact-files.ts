import "server-only";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFiles, contactFileStats, contacts, libraryFiles } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { FILE_MSG } from "./constants";
import { assignedVisible, visibleToContact } from "./visibility";
import type { ContactFile, FileContactsBody } from "./contact-schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

/** Every id must be this location's (a live contact, a library file); else 404, nothing written. */
async function checkOwned(db: Db, ctx: LocCtx, body: FileContactsBody) {
  const fileIds = [...new Set(body.file_ids)];
  const contactIds = [...new Set(body.contact_ids)];
  const [[f], [c]] = await Promise.all([
    db.select({ n: count() }).from(libraryFiles).where(and(eq(libraryFiles.locationId, ctx.locationId), inArray(libraryFiles.id, fileIds))),
    db.select({ n: count() }).from(contacts).where(and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), inArray(contacts.id, contactIds))),
  ]);
  if (f.n !== fileIds.length) throw notFound("File");
  if (c.n !== contactIds.length) throw notFound("Contact");
  return { fileIds, contactIds };
}

/**
 * Assigns every file to every contact; pairs already assigned keep their date. Sending is
 * sharing: a private file becomes "assigned contacts" so the contacts see it in their portal
 * (a file for all clients stays so). Making it private again hides it, assignments kept.
 */
export async function sendToContacts(db: Db, ctx: LocCtx, body: FileContactsBody) {
  const { fileIds, contactIds } = await checkOwned(db, ctx, body);
  const rows = fileIds.flatMap((libraryFileId) => contactIds.map((contactId) => ({ locationId: ctx.locationId, libraryFileId, contactId, userId: ctx.userId })));
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(contactFiles).values(rows).onConflictDoNothing({ target: [contactFiles.libraryFileId, contactFiles.contactId] });
    await tx
      .update(libraryFiles)
      .set({ permission: "assigned", updatedAt: new Date() })
      .where(and(eq(libraryFiles.locationId, ctx.locationId), inArray(libraryFiles.id, fileIds), eq(libraryFiles.permission, "private")));
  });
  return { status: 1, message: FILE_MSG.assigned };
}

export async function removeFromContacts(db: Db, ctx: LocCtx, body: FileContactsBody) {
  const { fileIds, contactIds } = await checkOwned(db, ctx, body);
  await db
    .delete(contactFiles)
    .where(and(eq(contactFiles.locationId, ctx.locationId), inArray(contactFiles.libraryFileId, fileIds), inArray(contactFiles.contactId, contactIds)));
  return { status: 1, message: FILE_MSG.unassigned };
}

async function ownContact(db: Db, ctx: LocCtx, contactId: number) {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!row) throw notFound("Contact");
}

const contactFileRow = (r: { id: number; name: string; ext: string; kind: string; size: number; permission: string; visible: boolean; assignedAt: Date | null }): ContactFile => ({
  id: r.id,
  name: r.name,
  ext: r.ext,
  kind: r.kind as ContactFile["kind"],
  size: r.size,
  permission: r.permission as ContactFile["permission"],
  visible: r.visible,
  assigned_at: r.assignedAt?.toISOString() ?? null,
});

/**
 * The contact's files. `assigned` (the default): the files assigned to them, newest assignment
 * first, each saying whether the portal shows it. `portal`: what the contact sees in the portal
 * (lib/file-library/visibility.ts), newest file first, assigned or for all clients.
 */
export async function listContactFiles(db: Db, ctx: LocCtx, contactId: number, q: { page: number; per_page: number; scope: "assigned" | "portal" }) {
  await ownContact(db, ctx, contactId);
  if (q.scope === "portal") return listPortalFiles(db, ctx, contactId, q);
  const base = and(eq(contactFiles.locationId, ctx.locationId), eq(contactFiles.contactId, contactId));
  const page = await listPage(
    {
      tenant: base!,
      // One sort: the section shows the newest assignment first.
      sorts: { assigned_at: contactFiles.createdAt },
      sort: "assigned_at",
      direction: "desc",
      id: contactFiles.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, kind: libraryFiles.kind, size: libraryFiles.size, permission: libraryFiles.permission, visible: assignedVisible, assignedAt: contactFiles.createdAt, __total })
        .from(contactFiles)
        .innerJoin(libraryFiles, and(eq(libraryFiles.id, contactFiles.libraryFileId), eq(libraryFiles.locationId, ctx.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contactFiles).where(where))[0].n,
  );
  return { ...page, data: page.data.map(contactFileRow) };
}

async function listPortalFiles(db: Db, ctx: LocCtx, contactId: number, q: { page: number; per_page: number }) {
  const page = await listPage(
    {
      tenant: eq(libraryFiles.locationId, ctx.locationId),
      filters: [visibleToContact(ctx.locationId, contactId)],
      sorts: { created_at: libraryFiles.createdAt },
      sort: "created_at",
      direction: "desc",
      id: libraryFiles.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, kind: libraryFiles.kind, size: libraryFiles.size, permission: libraryFiles.permission, visible: sql<boolean>`true`, assignedAt: contactFiles.createdAt, __total })
        .from(libraryFiles)
        .leftJoin(contactFiles, and(eq(contactFiles.libraryFileId, libraryFiles.id), eq(contactFiles.contactId, contactId), eq(contactFiles.locationId, ctx.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(libraryFiles).where(where))[0].n,
  );
  return { ...page, data: page.data.map(contactFileRow) };
}

/** The live contacts a file is assigned to, by name. */
export async function listFileUsers(db: Db, ctx: LocCtx, fileId: number) {
  const [file] = await db.select({ id: libraryFiles.id }).from(libraryFiles).where(and(eq(libraryFiles.id, fileId), eq(libraryFiles.locationId, ctx.locationId)));
  if (!file) throw notFound("File");
  const rows = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      assignedAt: contactFiles.createdAt,
      views: sql<number>`coalesce(${contactFileStats.views}, 0)`.mapWith(Number),
      downloads: sql<number>`coalesce(${contactFileStats.downloads}, 0)`.mapWith(Number),
    })
    .from(contactFiles)
    .innerJoin(contacts, and(eq(contacts.id, contactFiles.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .leftJoin(contactFileStats, and(eq(contactFileStats.libraryFileId, contactFiles.libraryFileId), eq(contactFileStats.contactId, contactFiles.contactId), eq(contactFileStats.locationId, ctx.locationId)))
    .where(and(eq(contactFiles.locationId, ctx.locationId), eq(contactFiles.libraryFileId, fileId)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
  return { data: rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, email: r.email, assigned_at: r.assignedAt.toISOString(), views: r.views, downloads: r.downloads })) };
}
