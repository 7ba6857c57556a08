import "server-only";
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import {
  contacts, files, locations, progressTrackingAnswers, progressTrackingCategories, progressTrackingCheckIns, progressTrackingContacts, progressTrackingQuestions,
  progressTrackingSections, progressTrackings,
} from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { discardStoredFile, putFile, type FileRow } from "@/lib/platform/files";
import { checkUpload } from "@/lib/platform/files/validate";
import { PHOTO_MAX_BYTES, PUBLIC_DEFAULTS, SCALE_MAX, SCALE_MIN, TEXT_ANSWER_MAX, TRACKING_MSG, type QuestionType } from "./constants";
import { readCheckInToken } from "./link";
import { periodOf, periodRange, todayIn } from "./periods";
import { recomputeEnrolment } from "./service";

export type PublicSettings = { [K in keyof typeof PUBLIC_DEFAULTS]: (typeof PUBLIC_DEFAULTS)[K] extends number ? number : string };

export type OpenCheckIn = NonNullable<Awaited<ReturnType<typeof openCheckIn>>>;

/**
 * The public page's view of a signed link: the enrolment it names must still be active, of the
 * same tracking and contact, at the link's version. Anything else (forged, another contact's,
 * removed, restarted) is null, which the page answers with a 404.
 */
export async function openCheckIn(db: Db, token: string) {
  const link = readCheckInToken(token);
  if (!link) return null;
  return openCheckInWhere(db, and(
    eq(progressTrackingContacts.id, link.enrolmentId), eq(progressTrackingContacts.trackingId, link.trackingId), eq(progressTrackingContacts.contactId, link.contactId),
    eq(progressTrackingContacts.linkVersion, link.version), eq(progressTrackingContacts.status, "active"),
  )!);
}

/**
 * The same view for an enrolment the caller has picked by its own rule (the client portal: the
 * signed-in contact's active enrolment in a tracking), `where` on progress_tracking_contacts and
 * tenant included. Null when none.
 */
export async function openCheckInWhere(db: Db, where: SQL) {
  const [e] = await db
    .select({
      id: progressTrackingContacts.id, locationId: progressTrackingContacts.locationId, trackingId: progressTrackings.id, contactId: progressTrackingContacts.contactId,
      startDate: progressTrackingContacts.startDate, name: progressTrackings.name, periodDays: progressTrackings.periodDays, settings: progressTrackings.publicSettings,
      firstName: contacts.firstName, timezone: locations.timezone,
    })
    .from(progressTrackingContacts)
    .innerJoin(progressTrackings, and(eq(progressTrackings.id, progressTrackingContacts.trackingId), eq(progressTrackings.locationId, progressTrackingContacts.locationId)))
    .innerJoin(contacts, and(eq(contacts.id, progressTrackingContacts.contactId), eq(contacts.locationId, progressTrackingContacts.locationId), isNull(contacts.deletedAt)))
    .innerJoin(locations, eq(locations.id, progressTrackingContacts.locationId))
    .where(where);
  if (!e) return null;
  const of = (t: typeof progressTrackingSections | typeof progressTrackingQuestions | typeof progressTrackingCategories) => and(eq(t.trackingId, e.trackingId), eq(t.locationId, e.locationId));
  const [sections, questions, categories] = await Promise.all([
    db.select({ id: progressTrackingSections.id, name: progressTrackingSections.name }).from(progressTrackingSections).where(of(progressTrackingSections)).orderBy(asc(progressTrackingSections.ordering), asc(progressTrackingSections.id)),
    db.select().from(progressTrackingQuestions).where(of(progressTrackingQuestions)).orderBy(asc(progressTrackingQuestions.ordering), asc(progressTrackingQuestions.id)),
    db.select().from(progressTrackingCategories).where(of(progressTrackingCategories)).orderBy(asc(progressTrackingCategories.ordering), asc(progressTrackingCategories.id)),
  ]);
  const period = periodOf(e.startDate, e.periodDays, todayIn(e.timezone));
  const [current] = await db
    .select({ id: progressTrackingCheckIns.id })
    .from(progressTrackingCheckIns)
    .where(and(eq(progressTrackingCheckIns.enrolmentId, e.id), eq(progressTrackingCheckIns.locationId, e.locationId), eq(progressTrackingCheckIns.period, period), isNull(progressTrackingCheckIns.replacedAt)));
  return {
    ...e,
    settings: { ...PUBLIC_DEFAULTS, ...(e.settings as Partial<PublicSettings>) } as PublicSettings,
    period,
    range: periodRange(e.startDate, e.periodDays, period),
    submitted: Boolean(current),
    sections: sections.map((s) => ({ ...s, questions: questions.filter((q) => q.sectionId === s.id).map((q) => ({ id: q.id, type: q.type as QuestionType, label: q.label, unit: q.unit, options: q.options, required: q.required })) })),
    categories: categories.map((c) => ({ id: c.id, name: c.name, unit: c.unit, kind: c.kind as "number" | "photo" })),
  };
}

export type Upload = { name: string; bytes: Uint8Array };
export type CheckInInput = { fields: Map<string, string>; uploads: Map<string, Upload> };
type Row = { questionId: number | null; categoryId: number | null; value: string | null; number: number | null; upload?: Upload };

const NUMBER = /^-?\d{1,9}([.,]\d{1,4})?$/;

/** Checks every answer against its question or category; `errors` are keyed by the input's name (q_1, c_2). */
export async function checkAnswers(open: OpenCheckIn, input: CheckInInput): Promise<{ rows: Row[]; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const rows: Row[] = [];
  const photo = async (key: string, questionId: number | null, categoryId: number | null, required: boolean) => {
    const up = input.uploads.get(key);
    if (!up || up.bytes.byteLength === 0) {
      if (required) errors[key] = ["Add a photo."];
      return;
    }
    try {
      const checked = await checkUpload(up.name, up.bytes, { image: PHOTO_MAX_BYTES });
      if (checked.kind !== "image") throw new AppError(422, TRACKING_MSG.notImage, { errors: { file: [TRACKING_MSG.notImage] } });
      rows.push({ questionId, categoryId, value: null, number: null, upload: up });
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 422) throw e;
      // The platform's own message (too large, a disguised file), else ours for a non-image.
      errors[key] = [(e.body.errors as Record<string, string[]> | undefined)?.file?.[0] ?? e.message];
    }
  };
  for (const s of open.sections) {
    for (const q of s.questions) {
      const key = `q_${q.id}`;
      if (q.type === "photo") {
        await photo(key, q.id, null, q.required);
        continue;
      }
      const raw = (input.fields.get(key) ?? "").trim();
      if (!raw) {
        if (q.required) errors[key] = ["This question is required."];
        continue;
      }
      if (q.type === "number") {
        if (!NUMBER.test(raw)) errors[key] = ["Enter a number."];
        else rows.push({ questionId: q.id, categoryId: null, value: null, number: Number(raw.replace(",", ".")) });
      } else if (q.type === "scale") {
        const n = Number(raw);
        if (!Number.isInteger(n) || n < SCALE_MIN || n > SCALE_MAX) errors[key] = [`Choose a number from ${SCALE_MIN} to ${SCALE_MAX}.`];
        else rows.push({ questionId: q.id, categoryId: null, value: null, number: n });
      } else if (q.type === "yes_no") {
        if (raw !== "yes" && raw !== "no") errors[key] = ["Choose yes or no."];
        else rows.push({ questionId: q.id, categoryId: null, value: raw, number: null });
      } else if (q.type === "choice") {
        if (!q.options.includes(raw)) errors[key] = ["Choose one of the options."];
        else rows.push({ questionId: q.id, categoryId: null, value: raw, number: null });
      } else {
        if (raw.length > TEXT_ANSWER_MAX) errors[key] = [`Keep it under ${TEXT_ANSWER_MAX} characters.`];
        else rows.push({ questionId: q.id, categoryId: null, value: raw, number: null });
      }
    }
  }
  for (const c of open.categories) {
    const key = `c_${c.id}`;
    if (c.kind === "photo") {
      await photo(key, null, c.id, false);
      continue;
    }
    const raw = (input.fields.get(key) ?? "").trim();
    if (!raw) continue;
    if (!NUMBER.test(raw)) errors[key] = ["Enter a number."];
    else rows.push({ questionId: null, categoryId: c.id, value: null, number: Number(raw.replace(",", ".")) });
  }
  if (!rows.length && !Object.keys(errors).length) errors.form = ["Answer at least one question before you submit."];
  return { rows, errors };
}

/**
 * Records a check-in for the link's current period: photos are stored first (private files of
 * the location), then one transaction replaces the period's earlier check-in (kept, marked
 * replaced) and writes the new one with its answers. Photos of a failed write are removed.
 */
export async function submitCheckIn(db: Db, open: OpenCheckIn, input: CheckInInput): Promise<{ ok: true; checkInId: number } | { ok: false; errors: Record<string, string[]> }> {
  const { rows, errors } = await checkAnswers(open, input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const stored: FileRow[] = [];
  try {
    const fileOf = new Map<Row, number>();
    for (const r of rows) {
      if (!r.upload) continue;
      const f = await putFile(db, { locationId: open.locationId, userId: null }, { name: r.upload.name, bytes: r.upload.bytes, visibility: "private" });
      stored.push(f);
      fileOf.set(r, f.id);
    }
    const checkInId = await db.transaction(async (tx) => {
      // Lock the enrolment: two submissions at once for one period come one after the other.
      const [still] = await tx
        .select({ id: progressTrackingContacts.id })
        .from(progressTrackingContacts)
        .where(and(eq(progressTrackingContacts.id, open.id), eq(progressTrackingContacts.locationId, open.locationId), eq(progressTrackingContacts.status, "active")))
        .for("update");
      if (!still) throw new AppError(404, "Client tracking not found.");
      await tx
        .update(progressTrackingCheckIns)
        .set({ replacedAt: new Date() })
        .where(and(eq(progressTrackingCheckIns.enrolmentId, open.id), eq(progressTrackingCheckIns.locationId, open.locationId), eq(progressTrackingCheckIns.period, open.period), isNull(progressTrackingCheckIns.replacedAt)));
      const [k] = await tx
        .insert(progressTrackingCheckIns)
        .values({ locationId: open.locationId, trackingId: open.trackingId, enrolmentId: open.id, contactId: open.contactId, period: open.period })
        .returning({ id: progressTrackingCheckIns.id });
      await tx.insert(progressTrackingAnswers).values(rows.map((r) => ({ locationId: open.locationId, checkInId: k.id, questionId: r.questionId, categoryId: r.categoryId, value: r.value, number: r.number, fileId: fileOf.get(r) ?? null })));
      return k.id;
    });
    await recomputeEnrolment(db, { locationId: open.locationId }, open.trackingId, open.contactId);
    return { ok: true, checkInId };
  } catch (e) {
    if (stored.length) {
      await db.delete(files).where(inArray(files.id, stored.map((f) => f.id)));
      for (const f of stored) await discardStoredFile(f);
    }
    throw e;
  }
}
