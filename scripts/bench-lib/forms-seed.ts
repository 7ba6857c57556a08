/**
 * The forms benchmark's data (run as a child by scripts/bench-lib/forms.ts, before the server
 * starts: PGlite has no lock between processes). Migrates, seeds the demo, then makes sure
 * Downtown has the bench form with N responses (four answers each: a choice, a rating, a number
 * and a text), answered by the location's contacts in turn. Writes what it made as JSON.
 *
 *   tsx scripts/bench-lib/forms-seed.ts --responses N --out <file>
 */
import fs from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { dataDir, migrateDatabase, openDatabase } from "../../db/open";
import { seedDemo } from "../../lib/demo/seed";
import { contacts, formQuestions, forms, locations, users } from "../../db/schema";

const URL = "bench-form-responses";
const CHOICES = ["Strength", "Cardio", "Mobility", "Nutrition"];

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => args[args.indexOf(name) + 1];
  const responses = Number(arg("--responses"));
  const out = arg("--out");
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase(url ? { url } : { dir: path.join(dataDir(), "pglite") });
  await migrateDatabase(opened);
  await seedDemo(opened.db);
  const db = opened.db;
  const [downtown] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Downtown"));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "owner@demo.test"));
  const loc = downtown.id;

  let [form] = await db.select({ id: forms.id, n: forms.respondentCount }).from(forms).where(eq(forms.url, URL));
  if (form && form.n !== responses) {
    await db.delete(forms).where(eq(forms.id, form.id));
    form = undefined as never;
  }
  if (!form) {
    const t0 = Date.now();
    const [f] = await db.insert(forms).values({ locationId: loc, userId: owner.id, title: "Bench survey", url: URL, isPublic: true }).returning({ id: forms.id });
    const qs = await db
      .insert(formQuestions)
      .values([
        { locationId: loc, formId: f.id, type: "single_choice", title: "Favourite training", options: CHOICES, required: true, ordering: 0 },
        { locationId: loc, formId: f.id, type: "rating", title: "How was your week?", required: true, ordering: 1 },
        { locationId: loc, formId: f.id, type: "number", title: "Sessions this month", required: true, ordering: 2 },
        { locationId: loc, formId: f.id, type: "short_text", title: "Anything else?", ordering: 3 },
      ])
      .returning({ id: formQuestions.id });
    const [choice, rating, number, text] = qs.map((q) => q.id);
    const people = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, loc)).orderBy(asc(contacts.id));
    const ids = sql.raw(`ARRAY[${people.map((p) => p.id).join(",")}]::int[]`);
    const choices = sql.raw(`ARRAY[${CHOICES.map((c) => `'${c}'`).join(",")}]`);
    // The triggers would run once per row (500k times): off while seeding, and their counts
    // (respondent_count, form_tallies) written once from the rows afterwards.
    await db.execute(sql`ALTER TABLE form_respondents DISABLE TRIGGER form_respondents_count`);
    await db.execute(sql`ALTER TABLE form_answers DISABLE TRIGGER form_answers_tally`);
    await db.execute(sql`
      INSERT INTO form_respondents (location_id, form_id, contact_id, source, created_at)
      SELECT ${loc}, ${f.id}, (${ids})[1 + g % ${people.length}], 'public', now() - (g || ' seconds')::interval
      FROM generate_series(1, ${responses}) AS g`);
    await db.execute(sql`
      INSERT INTO form_answers (location_id, form_id, respondent_id, question_id, value, first, answered_at)
      SELECT ${loc}, ${f.id}, r.id, q.qid,
        CASE q.qid WHEN ${choice} THEN (${choices})[1 + r.id % 4] WHEN ${rating} THEN (1 + r.id % 5)::text
          WHEN ${number} THEN (r.id % 21)::text ELSE 'Answer number ' || r.id END,
        true, r.created_at
      FROM form_respondents r CROSS JOIN unnest(ARRAY[${choice}, ${rating}, ${number}, ${text}]::int[]) AS q(qid)
      WHERE r.form_id = ${f.id}`);
    await db.execute(sql`ALTER TABLE form_respondents ENABLE TRIGGER form_respondents_count`);
    await db.execute(sql`ALTER TABLE form_answers ENABLE TRIGGER form_answers_tally`);
    await db.execute(sql`UPDATE forms SET respondent_count = ${responses} WHERE id = ${f.id}`);
    await db.execute(sql`
      INSERT INTO form_tallies (location_id, form_id, question_id, value, n)
      SELECT ${loc}::int, ${f.id}::int, question_id, '', count(*) FROM form_answers WHERE form_id = ${f.id} AND first GROUP BY question_id
      UNION ALL
      SELECT ${loc}::int, ${f.id}::int, question_id, value, count(*) FROM form_answers WHERE form_id = ${f.id} AND question_id <> ${text} GROUP BY question_id, value`);
    for (const t of ["form_respondents", "form_answers", "form_tallies"]) await db.execute(sql.raw(`VACUUM ANALYZE ${t}`));
    form = { id: f.id, n: responses };
    console.log(`Added the bench form with ${responses} responses to Downtown in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  fs.writeFileSync(out, JSON.stringify({ formId: form.id, responses }));
  await opened.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
