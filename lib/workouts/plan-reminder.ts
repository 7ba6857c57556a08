import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js";
import type { Db } from "@/db";
import { contacts, workoutPlanContacts, workoutPlans } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { toE164 } from "@/lib/platform/sms/numbers";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { escapeHtml } from "@/lib/utils/html";
import { LOGGING_MSG } from "./constants";
import { planDayUrl } from "./plan-link";

type From = Pick<Ctx, "locationId" | "userId">;
const a = workoutPlanContacts;

/**
 * Sends the contact the plan-day link now (it opens on the day's workouts), as the workout's
 * resend does: email when the reminder type is 1 and there is an address, else SMS; recorded in
 * the outbox (marked sensitive: it carries the link), queued after.
 */
export async function resendPlanReminder(db: Db, ctx: From, planId: number, contactId: number) {
  const [p] = await db.select({ name: workoutPlans.name }).from(workoutPlans).where(and(eq(workoutPlans.id, planId), eq(workoutPlans.locationId, ctx.locationId)));
  if (!p) throw notFound("Workout plan");
  const [asg] = await db
    .select({ id: a.id, status: a.status, version: a.linkVersion, reminderType: a.reminderType, email: contacts.email, number: contacts.number, country: contacts.phoneCountryCode, firstName: contacts.firstName })
    .from(a).innerJoin(contacts, and(eq(contacts.id, a.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(a.locationId, ctx.locationId), eq(a.planId, planId), eq(a.contactId, contactId)));
  if (!asg) throw notFound("Contact");
  if (asg.status === "deleted") throw validationError({ contact_id: ["This contact is not assigned to the workout plan."] });
  const url = planDayUrl({ assignmentId: asg.id, planId, contactId, version: asg.version });
  const hi = asg.firstName ? `Hi ${asg.firstName},` : "Hi,";
  const number = asg.number ? (asg.country ? toE164(asg.number, asg.country as CountryCode) : toE164(asg.number)) : null;
  if ((asg.reminderType === 1 || !number) && asg.email) {
    const r = await recordEmail(db, {
      to: asg.email, kind: "location", locationId: ctx.locationId, userId: ctx.userId, contactId, sensitive: true, source: "workout", sourceId: planId,
      subject: `Your workout plan: ${p.name}`,
      html: `<p>${escapeHtml(hi)}</p><p>Here is today in your plan, ${escapeHtml(p.name)}. Open it, log your sets and press Submit:</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      text: `${hi}\n\nHere is today in your plan, ${p.name}. Open it, log your sets and press Submit:\n${url}\n`,
    });
    if (r.queued) await queueEmail(r.id);
    return { status: 1, message: LOGGING_MSG.reminderSent, via: "email" as const, link: url };
  }
  if (!number) throw validationError({ contact_id: [LOGGING_MSG.noChannel] });
  const r = await recordSms(db, { locationId: ctx.locationId, to: number, body: `${hi} here is today in your plan, ${p.name}: ${url}`, contactId, userId: ctx.userId });
  if (r.queued) await queueSms(r.id);
  return { status: 1, message: LOGGING_MSG.reminderSent, via: "sms" as const, link: url };
}
