import "server-only";
import { and, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { emailMessages, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { ownedCompanyLocations } from "@/lib/auth/company-scope";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";

/**
 * The account owner's mailbox: every email recorded for the company — its locations' mail
 * and the product's mail to its users (resets, codes). In embedded mode this is where
 * "captured" mail is read; with SMTP it is the sent log.
 */
function companyScope(ctx: Ctx): SQL {
  const us = sql`(select ${users.id} from ${users} where ${users.companyId} = ${ctx.companyId})`;
  return or(sql`${emailMessages.locationId} in ${ownedCompanyLocations(ctx)}`, sql`${emailMessages.userId} in ${us}`)!;
}

const summary = {
  id: emailMessages.id,
  to: emailMessages.toAddress,
  from: emailMessages.fromAddress,
  subject: emailMessages.subject,
  status: emailMessages.status,
  status_reason: emailMessages.statusReason,
  attempts: emailMessages.attempts,
  created_at: emailMessages.createdAt,
  sent_at: emailMessages.sentAt,
};

export async function listMailbox(db: Db, ctx: Ctx, q: { page: number; per_page: number; status?: string[] }) {
  return listPage(
    {
      tenant: companyScope(ctx),
      filters: [q.status?.length ? inArray(emailMessages.status, q.status) : undefined],
      sorts: { id: emailMessages.id },
      sort: "id",
      direction: "desc",
      id: emailMessages.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) => db.select({ ...summary, __total }).from(emailMessages).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(emailMessages).where(where))[0].n,
  );
}

export async function mailboxMessage(db: Db, ctx: Ctx, id: number) {
  const [m] = await db
    .select({ ...summary, html: emailMessages.html, text: emailMessages.text, provider_id: emailMessages.providerId })
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), companyScope(ctx)));
  if (!m) throw notFound("Email");
  return m;
}
