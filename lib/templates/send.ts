import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js";
import type { z } from "@hono/zod-openapi";
import type { Db } from "@/db";
import { contacts, emailMessages, smsMessages, templateLogs } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { fetchContact } from "@/lib/contacts/crud";
import { AppError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { renderEmail, renderSms } from "@/lib/merge-fields/render";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { sendEmail } from "@/lib/platform/email/send";
import { SMS_STATUS } from "@/lib/platform/sms/constants";
import { toE164 } from "@/lib/platform/sms/numbers";
import { sendSms } from "@/lib/platform/sms/send";
import { TEMPLATE_MSG, TEMPLATE_TYPES } from "./constants";
import type { logQuery } from "./schemas";
import { findTemplate } from "./service";

/**
 * POST /template/send-to-contact: an email or SMS template rendered for the contact and sent
 * through the platform senders; every attempt is logged. A send that cannot go (no address, a
 * kill switch, a merge field the contact's data breaks) answers status false and the reason,
 * which the screen shows (doc 2 s8).
 */
export async function sendTemplateToContact(db: Db, ctx: Ctx, input: { template_id: number; contact_id: number }) {
  const template = await findTemplate(db, ctx.locationId, input.template_id);
  const contact = await fetchContact(db, ctx, input.contact_id);
  const channel = template.is_content === TEMPLATE_TYPES.sms ? "sms" : "email";
  const log = async (status: 0 | 1, message: string, ids: { emailMessageId?: number; smsMessageId?: number } = {}) => {
    await db.insert(templateLogs).values({ locationId: ctx.locationId, templateId: template.id, templateName: template.name, contactId: contact.id, userId: ctx.userId, channel, status, message, ...ids });
    return { status: status === 1, message };
  };
  if (template.is_content !== TEMPLATE_TYPES.email && template.is_content !== TEMPLATE_TYPES.sms) return { status: false, message: TEMPLATE_MSG.notSendable };
  try {
    if (channel === "email") {
      if (!contact.email) return await log(0, "This contact has no email address.");
      const mail = await renderEmail(db, ctx.locationId, contact.id, { subject: template.subject || template.name, body: template.body });
      const id = await sendEmail(db, { to: contact.email, ...mail, kind: "location", locationId: ctx.locationId, userId: ctx.userId, contactId: contact.id });
      const [row] = await db.select({ status: emailMessages.status, reason: emailMessages.statusReason }).from(emailMessages).where(eq(emailMessages.id, id));
      return row.status === EMAIL_STATUS.blocked ? await log(0, row.reason ?? "The email was not sent.", { emailMessageId: id }) : await log(1, TEMPLATE_MSG.emailSent, { emailMessageId: id });
    }
    const to = contact.number ? (contact.phone_country_code ? toE164(contact.number, contact.phone_country_code as CountryCode) : toE164(contact.number)) : null;
    if (!to) return await log(0, contact.number ? "This contact's phone number cannot receive SMS." : "This contact has no phone number.");
    const sms = await renderSms(db, ctx.locationId, contact.id, template.body);
    if (!sms.body.trim()) return await log(0, "The message is empty once merge fields are filled in.");
    const id = await sendSms(db, { locationId: ctx.locationId, to, body: sms.body, contactId: contact.id, userId: ctx.userId });
    const [row] = await db.select({ status: smsMessages.status, reason: smsMessages.statusReason }).from(smsMessages).where(eq(smsMessages.id, id));
    return row.status === SMS_STATUS.blocked ? await log(0, row.reason ?? "The SMS was not sent.", { smsMessageId: id }) : await log(1, TEMPLATE_MSG.smsSent, { smsMessageId: id });
  } catch (e) {
    // A 422 from rendering (a merge field this template no longer satisfies) is the answer's message.
    if (e instanceof AppError && e.status === 422) return await log(0, e.message);
    throw e;
  }
}

export async function listTemplateLogs(db: Db, ctx: Pick<Ctx, "locationId">, q: z.infer<typeof logQuery>) {
  const page = await listPage(
    {
      tenant: eq(templateLogs.locationId, ctx.locationId),
      filters: [q.template_id ? eq(templateLogs.templateId, q.template_id) : undefined],
      sorts: { id: templateLogs.id },
      sort: "id",
      direction: "desc",
      id: templateLogs.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({
          id: templateLogs.id,
          template_id: templateLogs.templateId,
          template_name: templateLogs.templateName,
          contact_id: templateLogs.contactId,
          contact_name: sql<string | null>`nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), '')`,
          channel: templateLogs.channel,
          status: templateLogs.status,
          message: templateLogs.message,
          created_at: templateLogs.createdAt,
          __total,
        })
        .from(templateLogs)
        .leftJoin(contacts, and(eq(contacts.id, templateLogs.contactId), eq(contacts.locationId, templateLogs.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(templateLogs).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}
