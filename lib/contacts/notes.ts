import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactNotes, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import type { Page } from "@/lib/http/pagination";
import { listPage } from "@/lib/http/list-query";
import type { NoteRow } from "./crud-schemas";
import { assertContact } from "./profile-guards";

/** A contact's notes (profile): add, edit, delete, newest first. Every statement names the location. */

const noteColumns = {
  id: contactNotes.id,
  contact_id: contactNotes.contactId,
  note: contactNotes.note,
  created_by: users.fullName,
  created_at: contactNotes.createdAt,
  updated_at: contactNotes.updatedAt,
};

type Selected = { id: number; contact_id: number; note: string; created_by: string | null; created_at: Date; updated_at: Date };
const toNote = (r: Selected): NoteRow => ({ ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

const ownNote = (ctx: Ctx, id: number) => and(eq(contactNotes.id, id), eq(contactNotes.locationId, ctx.locationId))!;

async function noteById(db: Db, ctx: Ctx, id: number): Promise<NoteRow> {
  const [row] = await db.select(noteColumns).from(contactNotes).leftJoin(users, eq(users.id, contactNotes.userId)).where(ownNote(ctx, id));
  if (!row) throw notFound("Note");
  return toNote(row);
}

export async function listNotes(db: Db, ctx: Ctx, contactId: number, q: { page: number; per_page: number }): Promise<Page<NoteRow>> {
  await assertContact(db, ctx, contactId);
  const page = await listPage(
    {
      tenant: eq(contactNotes.locationId, ctx.locationId),
      filters: [eq(contactNotes.contactId, contactId)],
      sorts: { created_at: contactNotes.createdAt },
      sort: "created_at",
      direction: "desc",
      id: contactNotes.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...noteColumns, __total }).from(contactNotes).leftJoin(users, eq(users.id, contactNotes.userId)).$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(contactNotes).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toNote) };
}

export async function addNote(db: Db, ctx: Ctx, input: { contact_id: number; note: string }): Promise<NoteRow> {
  const id = await db.transaction(async (tx) => {
    await assertContact(tx, ctx, input.contact_id);
    const [row] = await tx
      .insert(contactNotes)
      .values({ locationId: ctx.locationId, contactId: input.contact_id, userId: ctx.userId, note: input.note })
      .returning({ id: contactNotes.id });
    return row.id;
  });
  return noteById(db, ctx, id);
}

export async function updateNote(db: Db, ctx: Ctx, id: number, note: string): Promise<NoteRow> {
  const rows = await db.update(contactNotes).set({ note, updatedAt: sql`now()` }).where(ownNote(ctx, id)).returning({ id: contactNotes.id });
  if (!rows.length) throw notFound("Note");
  return noteById(db, ctx, id);
}

/** Deletes the location's notes among `ids`; none of them being the location's is a 404. */
export async function deleteNotes(db: Db, ctx: Ctx, ids: number[]): Promise<number> {
  const rows = await db
    .delete(contactNotes)
    .where(and(eq(contactNotes.locationId, ctx.locationId), inArray(contactNotes.id, ids)))
    .returning({ id: contactNotes.id });
  if (!rows.length) throw notFound("Note");
  return rows.length;
}
