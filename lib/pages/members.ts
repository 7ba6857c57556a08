import "server-only";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactPages, contacts, pages } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import type { Ctx } from "@/lib/auth/access";
import { targetWhere } from "@/lib/contacts/bulk-target";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sendJob } from "@/lib/platform/jobs/send";
import { formatCount } from "@/lib/format";
import { PAGE_MSG } from "./constants";
import { pagesNotifyJob } from "./notify-job";
import type { ContactPage, PageContactsBody } from "./schemas";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

async function ownPages(db: Db, ctx: Pick<Ctx, "locationId">, ids: number[]) {
  const wanted = [...new Set(ids)];
  const rows = await db.select({ id: pages.id, title: pages.title }).from(pages).where(and(eq(pages.locationId, ctx.locationId), inArray(pages.id, wanted)));
  if (rows.length !== wanted.length) throw notFound("Page");
  return rows;
}

async function ownContact(db: Db, ctx: Pick<Ctx, "locationId">, contactId: number) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
}

/**
 * Sends pages to contacts (the dashboard, the contact bulk bar, the profile): one statement
 * assigns every page to every contact the selection names ("all matching" included) and marks
 * them to be mailed; a pair already assigned is shown again (not hidden) and mailed again. The
 * pages.notify job then emails each contact the portal link, once per send.
 */
export async function sendPages(db: Db, ctx: Ctx, body: PageContactsBody) {
  const list = await ownPages(db, ctx, body.page_ids);
  const where = targetWhere(ctx, body);
  // One INSERT … SELECT a page: "all matching" is never read into memory.
  const reachedIds = new Set<number>();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const p of list) {
      const rows = await tx
        .insert(contactPages)
        .select(
          tx
            // insert … select takes every column, in the table's order.
            .select({
              id: sql<number>`nextval(pg_get_serial_sequence('contact_pages', 'id'))::int`.as("id"),
              locationId: contacts.locationId, pageId: sql<number>`${p.id}::int`.as("page_id"), contactId: contacts.id,
              userId: sql<number>`${ctx.userId}::int`.as("user_id"), disabled: sql<boolean>`false`.as("disabled"),
              notifyPending: sql<boolean>`true`.as("notify_pending"), createdAt: sql<Date>`now()`.as("created_at"), updatedAt: sql<Date>`now()`.as("updated_at"),
            })
            .from(contacts)
            .where(where),
        )
        .onConflictDoUpdate({ target: [contactPages.pageId, contactPages.contactId], set: { notifyPending: true, disabled: false, updatedAt: sql`now()` } })
        .returning({ contactId: contactPages.contactId });
      for (const r of rows) reachedIds.add(r.contactId);
    }
  });
  const reached = reachedIds.size;
  if (!body.all && reached === 0) throw notFound("Contact");
  if (reached) {
    await sendJob(pagesNotifyJob, { location_id: ctx.locationId });
    const names = list.map((p) => `“${p.title}”`).join(", ");
    await recordActivity(db, {
      locationId: ctx.locationId, userId: ctx.userId, module: "pages", action: "send",
      title: `${names} sent to ${formatCount(reached, "contact")}`,
      data: { page_ids: list.map((p) => p.id), contacts: reached },
    });
  }
  return { status: 1, message: PAGE_MSG.sent, contacts: reached };
}

/** Takes pages away from contacts (the assignment goes; the contact no longer sees them). */
export async function restrictPages(db: Db, ctx: Ctx, body: PageContactsBody) {
  const list = await ownPages(db, ctx, body.page_ids);
  const where = targetWhere(ctx, body);
  const gone = await db
    .delete(contactPages)
    .where(and(eq(contactPages.locationId, ctx.locationId), inArray(contactPages.pageId, list.map((p) => p.id)), inArray(contactPages.contactId, db.select({ id: contacts.id }).from(contacts).where(where))))
    .returning({ contactId: contactPages.contactId });
  if (!body.all && !gone.length) {
    const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
    if (n === 0) throw notFound("Contact");
  }
  return { status: 1, message: PAGE_MSG.restricted, contacts: new Set(gone.map((g) => g.contactId)).size };
}

/** The page's members: live contacts it is sent to, by name, with whether it is hidden from them. */
export async function assignedMembers(db: Db, ctx: LocCtx, pageId: number) {
  await ownPages(db, ctx, [pageId]);
  const rows = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, disabled: contactPages.disabled, assignedAt: contactPages.createdAt })
    .from(contactPages)
    .innerJoin(contacts, and(eq(contacts.id, contactPages.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(contactPages.locationId, ctx.locationId), eq(contactPages.pageId, pageId)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
  return {
    data: rows.map((r) => ({ id: r.id, first_name: r.firstName, last_name: r.lastName, email: r.email, disabled: r.disabled ? 1 : 0, assigned_at: r.assignedAt.toISOString() })),
  };
}

export async function deleteAssignedMembers(db: Db, ctx: LocCtx, input: { page_id: number; contact_ids: number[] }) {
  await ownPages(db, ctx, [input.page_id]);
  await db
    .delete(contactPages)
    .where(and(eq(contactPages.locationId, ctx.locationId), eq(contactPages.pageId, input.page_id), inArray(contactPages.contactId, [...new Set(input.contact_ids)])));
  return { status: 1, message: PAGE_MSG.membersRemoved };
}

/**
 * Shows or hides a page in members' portals without taking it from them. The page must be
 * sent to each of them; errors name `disable_content` (doc 2 s5: mapped onto the page's field).
 */
export async function setPortalDisabled(db: Db, ctx: LocCtx, input: { page_id: number; contact_ids: number[]; disable_content: number }) {
  await ownPages(db, ctx, [input.page_id]);
  const ids = [...new Set(input.contact_ids)];
  const rows = await db
    .update(contactPages)
    .set({ disabled: input.disable_content === 1, updatedAt: new Date() })
    .where(and(eq(contactPages.locationId, ctx.locationId), eq(contactPages.pageId, input.page_id), inArray(contactPages.contactId, ids)))
    .returning({ id: contactPages.id });
  if (rows.length !== ids.length) throw validationError({ disable_content: [PAGE_MSG.notAssigned] });
  return { status: 1, message: input.disable_content === 1 ? PAGE_MSG.portalDisabled : PAGE_MSG.portalEnabled };
}

/** PATCH /contact/enable-disable-page: the same switch from the contact's profile. */
export async function setContactPageDisabled(db: Db, ctx: LocCtx, input: { contact_id: number; page_id: number; disable_content: number }) {
  await ownContact(db, ctx, input.contact_id);
  return setPortalDisabled(db, ctx, { page_id: input.page_id, contact_ids: [input.contact_id], disable_content: input.disable_content });
}

/** The profile's pages section: the pages sent to a contact, newest first. */
export async function listContactPages(db: Db, ctx: LocCtx, q: { contact_id: number; page: number; per_page: number }) {
  await ownContact(db, ctx, q.contact_id);
  const page = await listPage(
    {
      tenant: and(eq(contactPages.locationId, ctx.locationId), eq(contactPages.contactId, q.contact_id))!,
      sorts: { assigned_at: contactPages.createdAt },
      sort: "assigned_at",
      direction: "desc",
      id: contactPages.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: pages.id, title: pages.title, thumbnail: pages.thumbnail, enabled: pages.enabled, disabled: contactPages.disabled, assignedAt: contactPages.createdAt, __total })
        .from(contactPages)
        .innerJoin(pages, and(eq(pages.id, contactPages.pageId), eq(pages.locationId, ctx.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contactPages).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r): ContactPage => ({ id: r.id, title: r.title, thumbnail: r.thumbnail, enabled: r.enabled ? 1 : 0, disabled: r.disabled ? 1 : 0, assigned_at: r.assignedAt.toISOString() })),
  };
}
