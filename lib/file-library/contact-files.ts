import "server-only";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFiles, contacts, libraryFiles } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { FILE_MSG } from "./constants";
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

/** Assigns every file to every contact; pairs already assigned keep their date. */
export async function sendToContacts(db: Db, ctx: LocCtx, body: FileContactsBody) {
  const { fileIds, contactIds } = await checkOwned(db, ctx, body);
  const rows = fileIds.flatMap((libraryFileId) => contactIds.map((contactId) => ({ locationId: ctx.locationId, libraryFileId, contactId, userId: ctx.userId })));
  await db.insert(contactFiles).values(rows).onConflictDoNothing({ target: [contactFiles.libraryFileId, contactFiles.contactId] });
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

/** The contact's files, newest assignment first. */
export async function listContactFiles(db: Db, ctx: LocCtx, contactId: number, q: { page: number; per_page: number }) {
  await ownContact(db, ctx, contactId);
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
        .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, kind: libraryFiles.kind, size: libraryFiles.size, assignedAt: contactFiles.createdAt, __total })
        .from(contactFiles)
        .innerJoin(libraryFiles, and(eq(libraryFiles.id, contactFiles.libraryFileId), eq(libraryFiles.locationId, ctx.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contactFiles).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r) => ({ id: r.id, name: r.name, ext: r.ext, kind: r.kind as ContactFile["kind"], size: r.size, assigned_at: r.assignedAt.toISOString() })),
  };
}

/** The live contacts a file is assigned to, by name. */
export async function listFileUsers(db: Db, ctx: LocCtx, fileId: number) {
  const [file] = await db.select({ id: libraryFiles.id }).from(libraryFiles).where(and(eq(libraryFiles.id, fileId), eq(libraryFiles.locationId, ctx.locationId)));
  if (!file) throw notFound("File");
  const rows = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, assignedAt: contactFiles.createdAt })
    .from(contactFiles)
    .innerJoin(contacts, and(eq(contacts.id, contactFiles.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(contactFiles.locationId, ctx.locationId), eq(contactFiles.libraryFileId, fileId)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
  return { data: rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, email: r.email, assigned_at: r.assignedAt.toISOString() })) };
}
