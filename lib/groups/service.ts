import "server-only";
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { contactGroupMembers, contactGroups, contacts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { isForeignOnly, targetWhere } from "@/lib/contacts/bulk-target";
import { escapeLike } from "@/lib/contacts/service";
import { dbErrorToAppError } from "@/lib/http/db-errors";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { GROUP_MSG } from "./constants";
import type { groupCreate, groupEdit, groupMemberQuery, GroupListQuery, GroupRow } from "./schemas";

type C = Pick<Ctx, "locationId">;
const mine = (ctx: C) => eq(contactGroups.locationId, ctx.locationId);

/**
 * Live members of a group, counted in the page's own statement (the primary key's prefix).
 * Qualified by hand: drizzle prints a lone table's columns unqualified, which the subquery's
 * own tables would capture.
 */
const membersCount = sql<number>`(select count(*)::int from ${contactGroupMembers} m join ${contacts} c on c.id = m.contact_id and c.deleted_at is null where m.group_id = ${sql.raw('"contact_groups"."id"')} and m.location_id = ${sql.raw('"contact_groups"."location_id"')})`;

const columns = { id: contactGroups.id, name: contactGroups.name, description: contactGroups.description, createdAt: contactGroups.createdAt, membersCount };
type Row = { id: number; name: string; description: string; createdAt: Date; membersCount: number };
const toGroup = (r: Row): GroupRow => ({ id: r.id, name: r.name, description: r.description, members_count: Number(r.membersCount), created_at: r.createdAt.toISOString() });

export async function listGroups(db: Db, ctx: C, q: GroupListQuery) {
  const page = await listPage(
    {
      tenant: mine(ctx),
      filters: [q.search ? ilike(contactGroups.name, `%${escapeLike(q.search)}%`) : undefined],
      sorts: { name: contactGroups.name, created_at: contactGroups.createdAt },
      sort: q.order_by,
      direction: q.order,
      id: contactGroups.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...columns, __total }).from(contactGroups).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contactGroups).where(where))[0].n,
  );
  return { ...page, data: page.data.map(toGroup) };
}

export async function findGroup(db: Db, ctx: C, id: number): Promise<GroupRow> {
  const [row] = await db.select(columns).from(contactGroups).where(and(eq(contactGroups.id, id), mine(ctx)));
  if (!row) throw notFound("Group");
  return toGroup(row);
}

/** A contact's groups, or (no contact) every group of the location by name: pickers. */
export async function userGroups(db: Db, ctx: C, contactId?: number) {
  const inGroup = contactId
    ? inArray(contactGroups.id, db.select({ id: contactGroupMembers.groupId }).from(contactGroupMembers).where(and(eq(contactGroupMembers.locationId, ctx.locationId), eq(contactGroupMembers.contactId, contactId))))
    : undefined;
  const rows = await db.select({ id: contactGroups.id, name: contactGroups.name, members_count: membersCount }).from(contactGroups).where(and(mine(ctx), inGroup)).orderBy(asc(contactGroups.name), asc(contactGroups.id));
  return { data: rows.map((r) => ({ ...r, members_count: Number(r.members_count) })) };
}

/** A page of a group's live members, newest first. */
export async function listMembers(db: Db, ctx: C, q: z.infer<typeof groupMemberQuery>) {
  await findGroup(db, ctx, q.group_id);
  const s = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    eq(contactGroupMembers.locationId, ctx.locationId),
    eq(contactGroupMembers.groupId, q.group_id),
    isNull(contacts.deletedAt),
    s ? or(ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, s), ilike(contacts.email, s), ilike(contacts.number, s)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(contactGroupMembers).innerJoin(contacts, eq(contacts.id, contactGroupMembers.contactId)).where(where);
  const lastPage = Math.max(1, Math.ceil(n / q.per_page));
  const rows = await db
    .select({ id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, number: contacts.number, addedAt: contactGroupMembers.createdAt })
    .from(contactGroupMembers)
    .innerJoin(contacts, eq(contacts.id, contactGroupMembers.contactId))
    .where(where)
    .orderBy(sql`${contactGroupMembers.createdAt} desc`, sql`${contacts.id} desc`)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { data: rows.map(({ addedAt, ...r }) => ({ ...r, added_at: addedAt.toISOString() })), current_page: q.page, last_page: lastPage, per_page: q.per_page, total: n };
}

/** Adds the location's live contacts among `ids` (others are ignored, as tags do); answers how many were new. */
async function addMembers(tx: Db, ctx: C, groupId: number, where: SQL): Promise<number> {
  const res = await tx.execute(sql`
    insert into ${contactGroupMembers} (location_id, group_id, contact_id)
    select ${ctx.locationId}, ${groupId}, ${contacts.id} from ${contacts} where ${where}
    on conflict do nothing
    returning contact_id`);
  // PGlite answers { rows }, postgres-js an array.
  return ((res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])).length;
}

const liveOf = (ctx: C, ids: number[]) => and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), inArray(contacts.id, ids))!;

async function assertContacts(tx: Db, ctx: C, ids: number[], field: string) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [{ n }] = await tx.select({ n: count() }).from(contacts).where(liveOf(ctx, unique));
  if (n !== unique.length) throw validationError({ [field]: ["The selected contacts are invalid."] });
}

export async function createGroup(db: Db, ctx: C, input: z.output<typeof groupCreate>) {
  try {
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await assertNameFree(tx, ctx, input.name);
      await assertContacts(tx, ctx, input.contact_ids, "contact_ids");
      const [g] = await tx.insert(contactGroups).values({ locationId: ctx.locationId, name: input.name, description: input.description }).returning({ id: contactGroups.id });
      if (input.contact_ids.length) await addMembers(tx, ctx, g.id, liveOf(ctx, input.contact_ids));
      return g.id;
    });
    return findGroup(db, ctx, id);
  } catch (e) {
    throw raced(e);
  }
}

export async function editGroup(db: Db, ctx: C, id: number, input: z.output<typeof groupEdit>) {
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await assertNameFree(tx, ctx, input.name, id);
      const rows = await tx.update(contactGroups).set({ name: input.name, description: input.description, updatedAt: new Date() }).where(and(eq(contactGroups.id, id), mine(ctx))).returning({ id: contactGroups.id });
      if (rows.length === 0) throw notFound("Group");
      await assertContacts(tx, ctx, input.add_contact_ids, "add_contact_ids");
      if (input.add_contact_ids.length) await addMembers(tx, ctx, id, liveOf(ctx, input.add_contact_ids));
      if (input.remove_contact_ids.length) {
        await tx.delete(contactGroupMembers).where(and(eq(contactGroupMembers.locationId, ctx.locationId), eq(contactGroupMembers.groupId, id), inArray(contactGroupMembers.contactId, input.remove_contact_ids)));
      }
    });
  } catch (e) {
    throw raced(e);
  }
  return findGroup(db, ctx, id);
}

export async function deleteGroup(db: Db, ctx: C, id: number) {
  const rows = await db.delete(contactGroups).where(and(eq(contactGroups.id, id), mine(ctx))).returning({ id: contactGroups.id });
  if (rows.length === 0) throw notFound("Group");
  return { status: 1, message: GROUP_MSG.deleted };
}

/** The contact bulk bar's "Add to group": the selection (or every matching contact) joins one group. */
export async function addContactsToGroup(db: Db, ctx: Ctx, input: BulkTarget & { group_id: number }) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [g] = await tx.select({ id: contactGroups.id }).from(contactGroups).where(and(eq(contactGroups.id, input.group_id), mine(ctx))).for("update");
    if (!g) throw notFound("Group");
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(targetWhere(ctx, input));
    if (isForeignOnly(input, n)) throw notFound("Contact");
    const added = await addMembers(tx, ctx, g.id, targetWhere(ctx, input));
    return { status: 1, contacts: n, added, message: GROUP_MSG.added };
  });
}

/** A name another group of the location has (any case) is a 422 on `name`. */
async function assertNameFree(tx: Db, ctx: C, name: string, except?: number) {
  const [taken] = await tx.select({ id: contactGroups.id }).from(contactGroups).where(and(mine(ctx), sql`lower(${contactGroups.name}) = lower(${name})`, except ? ne(contactGroups.id, except) : undefined));
  if (taken) throw validationError({ name: [GROUP_MSG.nameTaken] });
}

/** Two saves of one name at once: the unique index refuses the second (still a 422, never a 500). */
function raced(e: unknown) {
  return dbErrorToAppError(e) ?? e;
}
