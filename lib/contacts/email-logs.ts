import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import type { Page } from "@/lib/http/pagination";
import { assertContact } from "./profile-guards";
import type { EmailLogRow } from "./profile-schemas";

/**
 * A contact's email logs: the platform's email records (docs/platform.md) the location sent
 * to that contact, newest first by id (the (contact_id, id) index), and their deletion.
 */

const ofContact = (ctx: Ctx, contactId: number) => and(eq(emailMessages.locationId, ctx.locationId), eq(emailMessages.contactId, contactId))!;

export async function listEmailLogs(db: Db, ctx: Ctx, contactId: number, q: { page: number; per_page: number }): Promise<Page<EmailLogRow>> {
  await assertContact(db, ctx, contactId);
  const page = await listPage(
    { tenant: ofContact(ctx, contactId), sorts: { id: emailMessages.id }, sort: "id", direction: "desc", id: emailMessages.id, page: q.page, perPage: q.per_page },
    (__total) =>
      db
        .select({
          id: emailMessages.id,
          to: emailMessages.toAddress,
          subject: emailMessages.subject,
          status: emailMessages.status,
          status_reason: emailMessages.statusReason,
          created_at: emailMessages.createdAt,
          sent_at: emailMessages.sentAt,
          __total,
        })
        .from(emailMessages)
        .$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(emailMessages).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, created_at: r.created_at.toISOString(), sent_at: r.sent_at?.toISOString() ?? null })) };
}

/** Deletes the contact's logs among `ids`; none of them being this contact's is a 404. */
export async function deleteEmailLogs(db: Db, ctx: Ctx, contactId: number, ids: number[]): Promise<number> {
  await assertContact(db, ctx, contactId);
  const rows = await db
    .delete(emailMessages)
    .where(and(ofContact(ctx, contactId), inArray(emailMessages.id, ids)))
    .returning({ id: emailMessages.id });
  if (!rows.length) throw notFound("Email log");
  return rows.length;
}
