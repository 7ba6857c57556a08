import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js";
import type { Db } from "@/db";
import { contacts, workoutBlockExercises, workoutBlocks, workoutContacts, workoutOverloadTargets, workouts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { toE164 } from "@/lib/platform/sms/numbers";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { escapeHtml } from "@/lib/utils/html";
import { readWorkout } from "./builder";
import { LOGGING_MSG } from "./constants";
import { suggestionsFor } from "./logging";
import { workoutUrl } from "./link";

/** The coach's actions on a contact's workout: the next target (accept or override the suggestion) and resending the link. */
type From = Pick<Ctx, "locationId" | "userId">;
const a = workoutContacts;

async function activeAssignment(db: Db, ctx: From, workoutId: number, contactId: number) {
  const [w] = await db.select({ id: workouts.id, name: workouts.name }).from(workouts).where(and(eq(workouts.id, workoutId), eq(workouts.locationId, ctx.locationId)));
  if (!w) throw notFound("Workout");
  const [row] = await db
    .select({ id: a.id, status: a.status, version: a.linkVersion, reminderType: a.reminderType, email: contacts.email, number: contacts.number, country: contacts.phoneCountryCode, firstName: contacts.firstName })
    .from(a).innerJoin(contacts, and(eq(contacts.id, a.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(a.locationId, ctx.locationId), eq(a.workoutId, workoutId), eq(a.contactId, contactId)));
  if (!row) throw notFound("Contact");
  if (row.status === "deleted") throw validationError({ contact_id: [LOGGING_MSG.notAssigned] });
  return { ...row, workoutName: w.name };
}

/**
 * Saves the coach's next target for a contact's block exercise: with neither weight nor reps it
 * accepts the overload suggestion as it stands; with either it overrides it.
 */
export async function setOverloadTarget(db: Db, ctx: From, workoutId: number, b: { contact_id: number; block_exercise_id: number; weight?: number | null; reps?: number | null }) {
  const asg = await activeAssignment(db, ctx, workoutId, b.contact_id);
  const [item] = await db.select({ id: workoutBlockExercises.id }).from(workoutBlockExercises)
    .innerJoin(workoutBlocks, eq(workoutBlocks.id, workoutBlockExercises.blockId))
    .where(and(eq(workoutBlockExercises.id, b.block_exercise_id), eq(workoutBlockExercises.locationId, ctx.locationId), eq(workoutBlocks.workoutId, workoutId)));
  if (!item) throw validationError({ block_exercise_id: [LOGGING_MSG.unknownItem] });
  let kind = "override";
  let target = { weight: b.weight ?? null, reps: b.reps ?? null };
  if (b.weight === undefined && b.reps === undefined) {
    const workout = await readWorkout(db, ctx, workoutId);
    const sg = (await suggestionsFor(db, { locationId: ctx.locationId, assignmentId: asg.id, workoutId, contactId: b.contact_id }, workout)).find((x) => x.block_exercise_id === item.id)!;
    kind = "accepted";
    target = { weight: sg.suggestion.weight, reps: sg.suggestion.reps };
  }
  const t = workoutOverloadTargets;
  const [row] = await db.insert(t).values({ locationId: ctx.locationId, assignmentId: asg.id, blockExerciseId: item.id, ...target, kind })
    .onConflictDoUpdate({ target: [t.assignmentId, t.blockExerciseId], set: { weight: target.weight, reps: target.reps, kind, createdAt: new Date() } })
    .returning();
  return { status: 1, message: LOGGING_MSG.targetSaved, data: { block_exercise_id: item.id, weight: row.weight, reps: row.reps, kind: row.kind, created_at: row.createdAt.toISOString() } };
}

/**
 * Sends the contact the workout link now: by email when the assignment's reminder type is 1 and
 * the contact has an address, else by SMS. Recorded in the outbox (kill switches, suppressions
 * and the contact's switches apply), queued after.
 */
export async function resendReminder(db: Db, ctx: From, workoutId: number, contactId: number) {
  const asg = await activeAssignment(db, ctx, workoutId, contactId);
  const url = workoutUrl({ assignmentId: asg.id, workoutId, contactId, version: asg.version });
  const hi = asg.firstName ? `Hi ${asg.firstName},` : "Hi,";
  const number = asg.number ? (asg.country ? toE164(asg.number, asg.country as CountryCode) : toE164(asg.number)) : null;
  if ((asg.reminderType === 1 || !number) && asg.email) {
    const r = await recordEmail(db, {
      to: asg.email, kind: "location", locationId: ctx.locationId, userId: ctx.userId, contactId, sensitive: true, source: "workout", sourceId: workoutId,
      subject: `Your workout: ${asg.workoutName}`,
      html: `<p>${escapeHtml(hi)}</p><p>Time for your workout, ${escapeHtml(asg.workoutName)}. Open it, log your sets and press Submit:</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      text: `${hi}\n\nTime for your workout, ${asg.workoutName}. Open it, log your sets and press Submit:\n${url}\n`,
    });
    if (r.queued) await queueEmail(r.id);
    return { status: 1, message: LOGGING_MSG.reminderSent, via: "email" as const, link: url };
  }
  if (!number) throw validationError({ contact_id: [LOGGING_MSG.noChannel] });
  const r = await recordSms(db, { locationId: ctx.locationId, to: number, body: `${hi} time for your workout, ${asg.workoutName}: ${url}`, contactId, userId: ctx.userId });
  if (r.queued) await queueSms(r.id);
  return { status: 1, message: LOGGING_MSG.reminderSent, via: "sms" as const, link: url };
}
