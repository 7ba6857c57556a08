import "server-only";
import { and, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { emailMessages, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { ownedCompanyLocations } from "@/lib/auth/company-scope";
import { notFound } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { contentDisposition } from "@/lib/platform/files/serve";

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
  // Ids are int4: a larger one names no message (and would make the query itself fail).
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound("Email");
  const [row] = await db
    .select({
      ...summary,
      html: emailMessages.html,
      text: emailMessages.text,
      provider_id: emailMessages.providerId,
      sensitive: emailMessages.sensitive,
      recipient: emailMessages.userId,
      files: emailMessages.attachments,
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.id, id), companyScope(ctx)));
  if (!row) throw notFound("Email");
  const { sensitive, recipient, files, ...rest } = row;
  // Names and sizes only: the bytes come from the attachment's own download call.
  const m = { ...rest, attachments: files.map((f, index) => ({ index, filename: f.filename, content_type: f.contentType, size: Buffer.byteLength(f.content, "base64") })) };
  // A reset or sign-in link is its recipient's alone: the owner sees that it was sent, not the link.
  if (sensitive && recipient !== ctx.userId) return { ...m, html: maskLinks(m.html, true), text: maskLinks(m.text, false) };
  return m;
}

export const LINK_HIDDEN = "[link hidden: only the recipient can open it]";

/** Every URL in a message that carries a secret link (the flag says which, not a pattern). */
function maskLinks(body: string, html: boolean): string {
  const notice = html ? escapeHtml(LINK_HIDDEN) : LINK_HIDDEN;
  // A link becomes its words plus the notice; then any bare URL left (text, attributes) goes.
  const unlinked = html ? body.replace(/<a\b[^>]*>([\s\S]*?)<\/a\s*>/gi, `<span>$1</span> <em>${notice}</em>`) : body;
  return unlinked.replace(/(?:\b[a-z][a-z0-9+.-]*:)?\/\/[^\s"'<>]+/gi, notice);
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One attachment of a company message, as a download. */
export async function mailboxAttachment(db: Db, ctx: Ctx, id: number, index: number): Promise<Response> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound("Attachment");
  const [row] = await db.select({ files: emailMessages.attachments }).from(emailMessages).where(and(eq(emailMessages.id, id), companyScope(ctx)));
  const file = row?.files[index];
  if (!file) throw notFound("Attachment");
  return new Response(new Uint8Array(Buffer.from(file.content, "base64")), {
    headers: { "content-type": file.contentType, "content-disposition": contentDisposition("attachment", file.filename), "cache-control": "private, no-store" },
  });
}
