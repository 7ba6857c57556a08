/**
 * The client tracking benchmark's data (run as a child by scripts/bench-lib/tracking.ts, before
 * the server starts: PGlite has no lock between processes). Migrates, seeds the demo, then makes
 * sure Downtown has, all in bulk SQL (INSERT ... SELECT over generate_series, never row by row):
 *   - R bench contacts with an address each (R = --reminders, at least --contacts);
 *   - the progress tracking "Bench check-in" (a number question, a scale question and the weight
 *     category) with the first C of them enrolled (start 4 weeks ago);
 *   - the habit tracking "Bench habits" with 10 habits (8 yes/no, 2 counts) and the first C
 *     enrolled D days ago, with D days of logs (about 70 % of each habit's days done);
 *   - the progress tracking "Bench reminders" (email reminders on) with all R enrolled.
 * The data is rebuilt when a size differs. Writes the ids and, every run, the check-in links
 * (signed with this DATA_DIR's secret, which changes per --postgres run) as JSON.
 *
 *   tsx scripts/bench-lib/tracking-seed.ts --contacts C --days D --reminders R --out <file>
 */
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../../db/open";
import { queryRows } from "../../db/rows";
import { seedDemo } from "../../lib/demo/seed";
import { contacts, habitTrackings, locations, progressTrackingContacts, progressTrackings } from "../../db/schema";
import { checkInToken } from "../../lib/progress-tracking/link";

export const BENCH_LAST_NAME = "TrackBench";
export const HABITS = 10;
const CHECK_IN = "Bench check-in";
const HABIT_TRACKING = "Bench habits";
const REMINDERS = "Bench reminders";

export type TrackingSeeded = {
  checkInTrackingId: number;
  habitTrackingId: number;
  reminderTrackingId: number;
  contacts: number;
  days: number;
  reminders: number;
  logs: number;
  /** `/check-in/{token}` paths, one per enrolled contact of "Bench check-in". */
  checkInPaths: string[];
  categoryId: number;
  questionIds: { number: number; scale: number };
};

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => args[args.indexOf(name) + 1];
  const n = Number(arg("--contacts"));
  const days = Number(arg("--days"));
  const reminders = Math.max(Number(arg("--reminders")), n);
  const out = arg("--out");
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  await seedDemo(opened.db);
  const db = opened.db;
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const loc = downtown.id;
  const habitName = `${HABIT_TRACKING} (${n} × ${HABITS} × ${days} days)`;
  const reminderName = `${REMINDERS} (${reminders})`;

  const [have] = await db.select({ id: habitTrackings.id }).from(habitTrackings).where(and(eq(habitTrackings.locationId, loc), eq(habitTrackings.name, habitName)));
  const [haveR] = await db.select({ id: progressTrackings.id }).from(progressTrackings).where(and(eq(progressTrackings.locationId, loc), eq(progressTrackings.name, reminderName)));
  if (!have || !haveR) {
    const t0 = Date.now();
    // Start over: the bench contacts (their enrolments, logs and check-ins go with them) and trackings.
    await db.delete(contacts).where(and(eq(contacts.locationId, loc), eq(contacts.lastName, BENCH_LAST_NAME)));
    await db.delete(habitTrackings).where(and(eq(habitTrackings.locationId, loc), like(habitTrackings.name, `${HABIT_TRACKING}%`)));
    await db.delete(progressTrackings).where(and(eq(progressTrackings.locationId, loc), like(progressTrackings.name, "Bench %")));
    await db.execute(sql`
      INSERT INTO contacts (location_id, first_name, last_name, email, status, tab)
      SELECT ${loc}, 'Client' || g, ${BENCH_LAST_NAME}, 'track' || g || '@bench.test', 'Client', 'clients' FROM generate_series(1, ${reminders}) g`);

    // The check-in page's tracking: two questions and the weight category; C contacts from 4 weeks ago.
    const [p] = await db.insert(progressTrackings).values({ locationId: loc, name: CHECK_IN }).returning({ id: progressTrackings.id });
    await db.execute(sql`
      WITH s AS (INSERT INTO progress_tracking_sections (location_id, tracking_id, name, ordering) VALUES (${loc}, ${p.id}, 'This week', 0) RETURNING id)
      INSERT INTO progress_tracking_questions (location_id, tracking_id, section_id, type, label, required, ordering)
      SELECT ${loc}, ${p.id}, s.id, q.type, q.label, true, q.ord FROM s, (VALUES ('number', 'Workouts done', 0), ('scale', 'Energy (1–10)', 1)) AS q(type, label, ord)`);
    await db.execute(sql`
      INSERT INTO progress_tracking_categories (location_id, tracking_id, default_key, name, unit, direction, kind, ordering)
      VALUES (${loc}, ${p.id}, 'weight', 'Weight', 'kg', 'down', 'number', 0)`);
    await db.execute(sql`
      INSERT INTO progress_tracking_contacts (location_id, tracking_id, contact_id, start_date)
      SELECT ${loc}, ${p.id}, c.id, current_date - 28 FROM contacts c
      WHERE c.location_id = ${loc} AND c.last_name = ${BENCH_LAST_NAME} ORDER BY c.id LIMIT ${n}`);

    // The habit tracking: 10 habits in two categories, C contacts from D days ago, D days of logs.
    const [h] = await db.insert(habitTrackings).values({ locationId: loc, name: habitName }).returning({ id: habitTrackings.id });
    await db.execute(sql`
      WITH cats AS (
        INSERT INTO habit_tracking_categories (location_id, tracking_id, name, ordering)
        SELECT ${loc}, ${h.id}, name, ord FROM (VALUES ('Body', 0), ('Mind', 1)) AS v(name, ord) RETURNING id, ordering)
      INSERT INTO habit_tracking_habits (location_id, tracking_id, category_id, name, kind, target, frequency, ordering)
      SELECT ${loc}, ${h.id}, cats.id, 'Habit ' || g, CASE WHEN g > 8 THEN 'count' ELSE 'yes_no' END, CASE WHEN g > 8 THEN 8 END, 'daily', g
      FROM generate_series(1, ${HABITS}) g JOIN cats ON cats.ordering = (g - 1) % 2`);
    await db.execute(sql`
      INSERT INTO habit_tracking_contacts (location_id, tracking_id, contact_id, start_date)
      SELECT ${loc}, ${h.id}, c.id, current_date - ${days}::int FROM contacts c
      WHERE c.location_id = ${loc} AND c.last_name = ${BENCH_LAST_NAME} ORDER BY c.id LIMIT ${n}`);
    await db.execute(sql`
      INSERT INTO habit_tracking_logs (location_id, tracking_id, enrolment_id, habit_id, contact_id, day, value)
      SELECT ${loc}, ${h.id}, e.id, hb.id, e.contact_id, current_date - d, CASE WHEN hb.kind = 'count' THEN 8 ELSE 1 END
      FROM habit_tracking_contacts e
      JOIN habit_tracking_habits hb ON hb.tracking_id = e.tracking_id
      CROSS JOIN generate_series(1, ${days}) d
      WHERE e.tracking_id = ${h.id} AND (e.id * 7 + hb.id * 3 + d) % 10 < 7`);

    // The reminders' tracking: email reminders on, every bench contact enrolled (made due by tracking.ts).
    const [r] = await db.insert(progressTrackings).values({ locationId: loc, name: reminderName, hasReminder: true, reminderType: 1, reminderDays: [1, 2, 3, 4, 5, 6, 7] }).returning({ id: progressTrackings.id });
    await db.execute(sql`
      INSERT INTO progress_tracking_contacts (location_id, tracking_id, contact_id, start_date)
      SELECT ${loc}, ${r.id}, c.id, current_date FROM contacts c WHERE c.location_id = ${loc} AND c.last_name = ${BENCH_LAST_NAME}`);
    for (const t of ["contacts", "progress_tracking_contacts", "habit_tracking_contacts", "habit_tracking_logs"]) await db.execute(sql.raw(`VACUUM ANALYZE ${t}`));
    console.log(`Added the tracking bench data to Downtown in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }

  const [p] = await db.select({ id: progressTrackings.id }).from(progressTrackings).where(and(eq(progressTrackings.locationId, loc), eq(progressTrackings.name, CHECK_IN)));
  const [h] = await db.select({ id: habitTrackings.id }).from(habitTrackings).where(and(eq(habitTrackings.locationId, loc), eq(habitTrackings.name, habitName)));
  const [r] = await db.select({ id: progressTrackings.id }).from(progressTrackings).where(and(eq(progressTrackings.locationId, loc), eq(progressTrackings.name, reminderName)));
  const enrolments = await db
    .select({ id: progressTrackingContacts.id, contactId: progressTrackingContacts.contactId, version: progressTrackingContacts.linkVersion })
    .from(progressTrackingContacts)
    .where(and(eq(progressTrackingContacts.trackingId, p.id), eq(progressTrackingContacts.locationId, loc)))
    .orderBy(asc(progressTrackingContacts.id));
  const [row] = await queryRows<{ category: number; number: number; scale: number; logs: number }>(db, sql`
    SELECT (SELECT id FROM progress_tracking_categories WHERE tracking_id = ${p.id} LIMIT 1) AS category,
      (SELECT id FROM progress_tracking_questions WHERE tracking_id = ${p.id} AND type = 'number') AS number,
      (SELECT id FROM progress_tracking_questions WHERE tracking_id = ${p.id} AND type = 'scale') AS scale,
      (SELECT count(*)::int FROM habit_tracking_logs WHERE tracking_id = ${h.id}) AS logs`);
  const seeded: TrackingSeeded = {
    checkInTrackingId: p.id,
    habitTrackingId: h.id,
    reminderTrackingId: r.id,
    contacts: n,
    days,
    reminders,
    logs: Number(row.logs),
    checkInPaths: enrolments.map((e) => `/check-in/${checkInToken({ enrolmentId: e.id, trackingId: p.id, contactId: e.contactId, version: e.version })}`),
    categoryId: Number(row.category),
    questionIds: { number: Number(row.number), scale: Number(row.scale) },
  };
  fs.writeFileSync(out, JSON.stringify(seeded));
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
