import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, files, habitTrackingContacts, habitTrackingLogs, habitTrackings, locations } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { discardStoredFile, putFile, type FileRow } from "@/lib/platform/files";
import { checkUpload } from "@/lib/platform/files/validate";
import { PHOTO_MAX_BYTES } from "@/lib/progress-tracking/constants";
import { todayIn } from "@/lib/progress-tracking/periods";
import { LOG_BACK_DAYS, PUBLIC_DEFAULTS, TARGET_MAX, type HabitPublicSettings } from "./constants";
import { readHabitToken } from "./link";
import { dayNumber, dueOn, isoOfDay, type ScoredHabit } from "./scoring";
import { categoriesOf, recomputeTracking } from "./service";

export type OpenHabits = NonNullable<Awaited<ReturnType<typeof openHabits>>>;
export type Upload = { name: string; bytes: Uint8Array };
/** `only`: log just these habits and leave the day's others as they are (the portal's one tap); absent: the whole day's form. */
export type HabitInput = { fields: Map<string, string>; uploads: Map<string, Upload>; only?: ReadonlySet<number> };

/**
 * The public habit page's view of a signed link: the enrolment must still be active, of the
 * same tracking and contact, at the link's version; anything else is null (the page's 404).
 * `day` picks which day is logged: today (in the location's zone) or one of the six before,
 * never before the start date.
 */
export async function openHabits(db: Db, token: string, day?: string) {
  const link = readHabitToken(token);
  if (!link) return null;
  return openHabitsWhere(db, and(
    eq(habitTrackingContacts.id, link.enrolmentId), eq(habitTrackingContacts.trackingId, link.assetId), eq(habitTrackingContacts.contactId, link.contactId),
    eq(habitTrackingContacts.linkVersion, link.version), eq(habitTrackingContacts.status, "active"),
  )!, day);
}

/**
 * The same view for an enrolment the caller has picked by its own rule (the client portal: the
 * signed-in contact's active enrolment), `where` on habit_tracking_contacts, tenant included.
 */
export async function openHabitsWhere(db: Db, where: SQL, day?: string) {
  const [e] = await db
    .select({
      id: habitTrackingContacts.id, locationId: habitTrackingContacts.locationId, trackingId: habitTrackings.id, contactId: habitTrackingContacts.contactId,
      startDate: habitTrackingContacts.startDate, streak: habitTrackingContacts.streak, score: habitTrackingContacts.score, name: habitTrackings.name,
      settings: habitTrackings.publicSettings, firstName: contacts.firstName, timezone: locations.timezone,
    })
    .from(habitTrackingContacts)
    .innerJoin(habitTrackings, and(eq(habitTrackings.id, habitTrackingContacts.trackingId), eq(habitTrackings.locationId, habitTrackingContacts.locationId)))
    .innerJoin(contacts, and(eq(contacts.id, habitTrackingContacts.contactId), eq(contacts.locationId, habitTrackingContacts.locationId)))
    .innerJoin(locations, eq(locations.id, habitTrackingContacts.locationId))
    .where(where);
  if (!e) return null;
  const today = todayIn(e.timezone);
  const first = Math.max(dayNumber(today) - LOG_BACK_DAYS, dayNumber(e.startDate));
  const days: string[] = [];
  for (let n = dayNumber(today); n >= first; n--) days.push(isoOfDay(n));
  if (!days.length) days.push(today); // enrolled from a later date: today still opens
  const chosen = day && days.includes(day) ? day : days[0];
  const categories = await categoriesOf(db, e.locationId, e.trackingId);
  const logs = await db
    .select({ habitId: habitTrackingLogs.habitId, value: habitTrackingLogs.value, fileId: habitTrackingLogs.fileId })
    .from(habitTrackingLogs)
    .where(and(eq(habitTrackingLogs.enrolmentId, e.id), eq(habitTrackingLogs.locationId, e.locationId), eq(habitTrackingLogs.day, chosen)));
  const settings = { ...PUBLIC_DEFAULTS, ...(e.settings as Partial<HabitPublicSettings>) } as HabitPublicSettings;
  const n = dayNumber(chosen);
  return {
    ...e, settings, today, day: chosen, days,
    categories: categories
      .map((c) => ({ ...c, habits: c.habits.map((h) => ({ ...h, due: h.frequency === "weekly" || dueOn(h as unknown as ScoredHabit, n), logged: logs.find((l) => l.habitId === h.id) ?? null })) }))
      .filter((c) => c.habits.length > 0),
  };
}

const NUMBER = /^\d{1,9}([.,]\d{1,4})?$/;

/**
 * Records the chosen day's logs: a yes/no habit ticked is 1, unticked removes the day's log; a
 * count is a number ≥ 0 (empty removes it). A proof photo (an image, 10 MB) is stored first; one
 * transaction replaces the day's logs. Errors are keyed by the input's name (h_1, p_1).
 */
export async function submitHabits(db: Db, open: OpenHabits, input: HabitInput): Promise<{ ok: true } | { ok: false; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const rows: { habitId: number; value: number | null; upload?: Upload }[] = [];
  for (const c of open.categories) {
    for (const h of c.habits) {
      if (input.only && !input.only.has(h.id)) continue;
      const raw = (input.fields.get(`h_${h.id}`) ?? "").trim();
      let value: number | null = null;
      if (h.kind === "yes_no") value = raw === "1" ? 1 : null;
      else if (raw) {
        const v = NUMBER.test(raw) ? Number(raw.replace(",", ".")) : NaN;
        if (!Number.isFinite(v) || v > TARGET_MAX) errors[`h_${h.id}`] = ["Enter a number of 0 or more."];
        else value = v;
      }
      const up = input.uploads.get(`p_${h.id}`);
      if (up && up.bytes.byteLength > 0) {
        try {
          const checked = await checkUpload(up.name, up.bytes, { image: PHOTO_MAX_BYTES });
          if (checked.kind !== "image") throw new AppError(422, "The photo must be an image.", { errors: { file: ["The photo must be an image."] } });
        } catch (e) {
          if (!(e instanceof AppError) || e.status !== 422) throw e;
          errors[`p_${h.id}`] = [(e.body.errors as Record<string, string[]> | undefined)?.file?.[0] ?? e.message];
        }
      }
      rows.push({ habitId: h.id, value, upload: up && up.bytes.byteLength > 0 ? up : undefined });
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const stored: FileRow[] = [];
  try {
    const fileOf = new Map<number, number>();
    for (const r of rows) {
      if (!r.upload || r.value === null) continue;
      const f = await putFile(db, { locationId: open.locationId, userId: null }, { name: r.upload.name, bytes: r.upload.bytes, visibility: "private" });
      stored.push(f);
      fileOf.set(r.habitId, f.id);
    }
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [still] = await tx
        .select({ id: habitTrackingContacts.id })
        .from(habitTrackingContacts)
        .where(and(eq(habitTrackingContacts.id, open.id), eq(habitTrackingContacts.locationId, open.locationId), eq(habitTrackingContacts.status, "active")))
        .for("update");
      if (!still) throw new AppError(404, "Habit tracking not found.");
      const base = { locationId: open.locationId, trackingId: open.trackingId, enrolmentId: open.id, contactId: open.contactId, day: open.day };
      const cleared = rows.filter((r) => r.value === null).map((r) => r.habitId);
      if (cleared.length) {
        await tx.delete(habitTrackingLogs).where(and(eq(habitTrackingLogs.enrolmentId, open.id), eq(habitTrackingLogs.locationId, open.locationId), eq(habitTrackingLogs.day, open.day), inArray(habitTrackingLogs.habitId, cleared)));
      }
      for (const r of rows) {
        if (r.value === null) continue;
        const fileId = fileOf.get(r.habitId);
        await tx
          .insert(habitTrackingLogs)
          .values({ ...base, habitId: r.habitId, value: r.value, fileId: fileId ?? null })
          .onConflictDoUpdate({ target: [habitTrackingLogs.enrolmentId, habitTrackingLogs.habitId, habitTrackingLogs.day], set: { value: r.value, updatedAt: new Date(), ...(fileId ? { fileId } : {}) } });
      }
      await tx.update(habitTrackingContacts).set({ lastLogAt: new Date() }).where(eq(habitTrackingContacts.id, open.id));
    });
    await recomputeTracking(db, open.locationId, open.trackingId, [open.contactId]);
    return { ok: true };
  } catch (e) {
    if (stored.length) {
      await db.delete(files).where(inArray(files.id, stored.map((f) => f.id)));
      for (const f of stored) await discardStoredFile(f);
    }
    throw e;
  }
}

/** The streak after a submission (the thank-you shows it). */
export async function streakOf(db: Db, open: OpenHabits): Promise<number> {
  const [e] = await db.select({ streak: habitTrackingContacts.streak }).from(habitTrackingContacts).where(and(eq(habitTrackingContacts.id, open.id), eq(habitTrackingContacts.locationId, open.locationId))).orderBy(asc(habitTrackingContacts.id));
  return e?.streak ?? 0;
}
