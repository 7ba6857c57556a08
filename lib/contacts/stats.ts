import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactNotes, contactRewards, contactTags, contacts, emailMessages, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { ownContact } from "./crud";

/**
 * GET /contact/{id}/stats: what the coach and the contact have done together, in one
 * statement of scalar subqueries, each on its own (location or contact, …) index.
 */
export async function contactStats(db: Db, ctx: Ctx, id: number) {
  const loc = ctx.locationId;
  const [row] = await db
    .select({
      notes: sql<number>`(select count(*)::int from ${contactNotes} where ${contactNotes.locationId} = ${loc} and ${contactNotes.contactId} = ${id})`,
      tags: sql<number>`(select count(*)::int from ${contactTags} where ${contactTags.contactId} = ${id} and ${contactTags.locationId} = ${loc})`,
      emails_sent: sql<number>`(select count(*)::int from ${emailMessages} where ${emailMessages.contactId} = ${id} and ${emailMessages.locationId} = ${loc})`,
      sms_sent: sql<number>`(select count(*)::int from ${smsMessages} where ${smsMessages.contactId} = ${id} and ${smsMessages.locationId} = ${loc} and ${smsMessages.direction} = 'outbound')`,
      reward_points: sql<number>`(select coalesce(sum(case when ${contactRewards.kind} = 'earned' then ${contactRewards.points} else -${contactRewards.points} end), 0)::int from ${contactRewards} where ${contactRewards.locationId} = ${loc} and ${contactRewards.contactId} = ${id})`,
      login_count: contacts.loginCount,
      last_email_activity: contacts.lastEmailActivity,
      last_chat: contacts.lastChat,
      date_created: contacts.createdAt,
    })
    .from(contacts)
    .where(ownContact(ctx, id));
  if (!row) throw notFound("Contact");
  return {
    ...row,
    last_email_activity: row.last_email_activity?.toISOString() ?? null,
    last_chat: row.last_chat?.toISOString() ?? null,
    date_created: row.date_created.toISOString(),
  };
}
