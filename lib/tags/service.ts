import "server-only";
import { and, asc, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { announce } from "@/lib/platform/events";
import { contactTags, contacts, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { isForeignOnly, targetWhere } from "@/lib/contacts/bulk-target";
import { TAG_TYPE_TITLES, TAG_TYPES, type TagType } from "./constants";
import type { TagRow } from "./schemas";

/** Tags of the accessed location and which contacts carry them. Every statement names the location. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const ownTag = (ctx: Ctx, id: number) => and(eq(tags.id, id), eq(tags.locationId, ctx.locationId))!;

/** Live contacts carrying the tag, counted in the list's own statement (qualified: drizzle writes bare column names). */
const contactsCount = sql<number>`(select count(*)::int from contact_tags ct join contacts c on c.id = ct.contact_id
  where ct.tag_id = "tags"."id" and ct.location_id = "tags"."location_id" and c.deleted_at is null)`;

const tagColumns = { id: tags.id, name: tags.name, tag_type: tags.tagType, contacts_count: contactsCount, created_at: tags.createdAt };
const toRow = (r: { id: number; name: string; tag_type: number; contacts_count: number; created_at: Date }): TagRow => ({ ...r, contacts_count: Number(r.contacts_count), created_at: r.created_at.toISOString() });

export async function listTags(db: Db, ctx: Ctx, q: { search?: string; tag_type?: number }) {
  const rows = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.locationId, ctx.locationId), q.search ? ilike(tags.name, `%${escapeLike(q.search)}%`) : undefined, q.tag_type ? eq(tags.tagType, q.tag_type) : undefined))
    .orderBy(asc(tags.tagType), asc(sql`lower(${tags.name})`), asc(tags.id));
  const original = rows.map(toRow);
  const groups = TAG_TYPES.map((t: TagType) => ({ tag_type: t, title: TAG_TYPE_TITLES[t], tags: original.filter((r) => r.tag_type === t) }));
  return { tags: groups, original };
}

async function tagById(db: Db, ctx: Ctx, id: number): Promise<TagRow> {
  const [row] = await db.select(tagColumns).from(tags).where(ownTag(ctx, id));
  if (!row) throw notFound("Tag");
  return toRow(row);
}

async function assertNameFree(db: Db, ctx: Ctx, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.locationId, ctx.locationId), sql`lower(${tags.name}) = lower(${name})`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw validationError({ name: ["The name has already been taken."] });
}

export async function createTag(db: Db, ctx: Ctx, input: { name: string; tag_type: number }): Promise<TagRow> {
  await assertNameFree(db, ctx, input.name);
  // A concurrent twin hits the unique index, which lib/http/db-errors.ts answers as a 422.
  const [row] = await db.insert(tags).values({ locationId: ctx.locationId, name: input.name, tagType: input.tag_type }).returning({ id: tags.id });
  return tagById(db, ctx, row.id);
}

export async function editTag(db: Db, ctx: Ctx, input: { id: number; name: string; tag_type?: number }): Promise<TagRow> {
  const [exists] = await db.select({ id: tags.id }).from(tags).where(ownTag(ctx, input.id));
  if (!exists) throw notFound("Tag");
  await assertNameFree(db, ctx, input.name, input.id);
  const rows = await db
    .update(tags)
    .set({ name: input.name, ...(input.tag_type ? { tagType: input.tag_type } : {}), updatedAt: sql`now()` })
    .where(ownTag(ctx, input.id))
    .returning({ id: tags.id });
  if (!rows.length) throw notFound("Tag");
  return tagById(db, ctx, input.id);
}

export async function deleteTag(db: Db, ctx: Ctx, id: number): Promise<void> {
  const rows = await db.delete(tags).where(ownTag(ctx, id)).returning({ id: tags.id });
  if (!rows.length) throw notFound("Tag");
}

/** Every named tag must be the location's: a foreign or missing one is a 404, and nothing is written. */
async function assertTags(db: Db, ctx: Ctx, tagIds: number[]) {
  const unique = [...new Set(tagIds)];
  const found = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.locationId, ctx.locationId), inArray(tags.id, unique)));
  if (found.length !== unique.length) throw notFound("Tag");
  return unique;
}

/** The location's live contacts among `ids`; none of them is a 404. */
async function ownContactIds(db: Db, ctx: Ctx, ids: number[]) {
  const found = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt), inArray(contacts.id, [...new Set(ids)])));
  if (!found.length) throw notFound("Contact");
  return found.map((c) => c.id);
}

/**
 * Adds each tag to each of the location's contacts the target names (other locations' ids are
 * ignored; naming none of the location's is a 404): one INSERT ... SELECT over the target, so
 * "all 100,000 matching" is one statement.
 */
export async function addTagsToContacts(db: Db, ctx: Ctx, input: BulkTarget & { tag_ids: number[] }) {
  return db.transaction(async (tx) => {
    const tagIds = await assertTags(tx, ctx, input.tag_ids);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(targetWhere(ctx, input));
    if (isForeignOnly(input, n)) throw notFound("Contact");
    const added = await tx.execute(sql`
      insert into ${contactTags} (location_id, contact_id, tag_id)
      select ${ctx.locationId}, ${contacts.id}, t.id from ${contacts} cross join unnest(${sql.raw(`ARRAY[${tagIds.join(",")}]`)}::int[]) as t(id)
      where ${targetWhere(ctx, input)}
      on conflict do nothing
      returning contact_id, tag_id`);
    // PGlite answers { rows }, postgres-js an array.
    const rows = ((added as unknown as { rows?: unknown[] }).rows ?? (added as unknown as unknown[])) as { contact_id: number; tag_id: number }[];
    for (const tagId of tagIds) {
      const contactIds = rows.filter((r) => r.tag_id === tagId).map((r) => r.contact_id);
      if (contactIds.length) await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "tag_added", contactIds, tagId } });
    }
    return { contacts: n, added: rows.length };
  });
}

export async function removeTagsFromContacts(db: Db, ctx: Ctx, input: BulkTarget & { tag_ids: number[] }) {
  return db.transaction(async (tx) => {
    const tagIds = await assertTags(tx, ctx, input.tag_ids);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(contacts).where(targetWhere(ctx, input));
    if (isForeignOnly(input, n)) throw notFound("Contact");
    const removed = await tx
      .delete(contactTags)
      .where(and(eq(contactTags.locationId, ctx.locationId), inArray(contactTags.tagId, tagIds), inArray(contactTags.contactId, tx.select({ id: contacts.id }).from(contacts).where(targetWhere(ctx, input)))))
      .returning({ contactId: contactTags.contactId, tagId: contactTags.tagId });
    for (const tagId of tagIds) {
      const contactIds = removed.filter((r) => r.tagId === tagId).map((r) => r.contactId);
      if (contactIds.length) await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "tag_removed", contactIds, tagId } });
    }
    return { contacts: n, removed: removed.length };
  });
}

/** A page of the live contacts carrying one of the location's tags. */
export async function listTaggedContacts(db: Db, ctx: Ctx, q: { tag_id: number; page: number; per_page: number }) {
  await tagById(db, ctx, q.tag_id);
  return listPage(
    {
      tenant: eq(contactTags.locationId, ctx.locationId),
      filters: [eq(contactTags.tagId, q.tag_id), isNull(contacts.deletedAt)],
      sorts: { id: contacts.id },
      sort: "id",
      direction: "desc",
      id: contactTags.contactId,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, __total })
        .from(contactTags)
        .innerJoin(contacts, and(eq(contacts.id, contactTags.contactId), eq(contacts.locationId, contactTags.locationId)))
        .$dynamic(),
    async (where) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(contactTags).innerJoin(contacts, eq(contacts.id, contactTags.contactId)).where(where))[0].n,
  );
}

/** The tags a contact of the location carries (its profile). */
export async function contactTagList(db: Db, ctx: Ctx, contactId: number) {
  await ownContactIds(db, ctx, [contactId]);
  return db
    .select({ id: tags.id, name: tags.name, tag_type: tags.tagType })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(and(eq(contactTags.locationId, ctx.locationId), eq(contactTags.contactId, contactId)))
    .orderBy(asc(tags.tagType), asc(sql`lower(${tags.name})`), asc(tags.id));
}
