import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/open";
import { contacts, formAnswers, formContacts, formQuestions, formRespondents, forms, pages, playbookSteps, playbooks } from "@/db/schema";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE } from "@/lib/pages/constants";

const DAY = 86_400_000;
const CHECK_IN_WEEKS = 6;

const PLAYBOOKS = [
  { title: "Welcome to coaching", steps: ["Meet your coach", "Set your goals", "Your first week"] },
  { title: "12-week strength plan", steps: ["Weeks 1–4: foundations", "Weeks 5–8: building", "Weeks 9–12: peaking", "Testing day"] },
  { title: "Nutrition basics", steps: ["Protein first", "Plan your plate"] },
];

const PAGES = [
  { title: "Studio guidelines", headline: "Welcome to the studio", subheadline: "Everything you need before your first session", body: "<p>Arrive ten minutes early, bring water and a towel, and tell your coach about any injuries.</p>" },
  { title: "Recovery tips", headline: "Recover like a pro", subheadline: "Sleep, stretch, repeat", body: "<ul><li>Aim for 7–9 hours of sleep.</li><li>Walk on rest days.</li><li>Stretch after every session.</li></ul>" },
];

/**
 * The demo coach's content (issue 12): playbooks with steps, pages, an intake form, and a weekly
 * check-in the location's first contact answered for several weeks (so the profile's Check-ins
 * charts have a trend). No message templates: the templates suite counts a location's exact
 * templates from an empty start. A statement per table: it runs on every fresh start and in
 * every test database's template.
 */
export async function seedDemoContent(t: Db, locationId: number, userId: number): Promise<void> {
  const madePlaybooks = await t
    .insert(playbooks)
    .values(PLAYBOOKS.map((p, i) => ({ locationId, userId, title: p.title, ordering: i + 1, isPinned: i === 0 })))
    .returning({ id: playbooks.id });
  await t.insert(playbookSteps).values(PLAYBOOKS.flatMap((p, i) => p.steps.map((title, ordering) => ({ locationId, playbookId: madePlaybooks[i].id, title, ordering }))));

  await t.insert(pages).values(
    PAGES.map((p, i) => ({ locationId, userId, ...p, headlineSetting: DEFAULT_HEADLINE, subheadlineSetting: DEFAULT_SUBHEADLINE, ordering: i + 1 })),
  );

  const [intake, checkIn] = await t
    .insert(forms)
    .values([
      { locationId, userId, title: "New client intake", url: `new-client-intake-${locationId}`, isPublic: true, ordering: 1, afterAssetType: "playbook", afterAssetId: madePlaybooks[0].id },
      { locationId, userId, title: "Weekly check-in", url: `weekly-check-in-${locationId}`, recurDays: 7, ordering: 2, instruction: "<p>Two minutes, every Sunday.</p>" },
    ])
    .returning({ id: forms.id });
  const questions = await t
    .insert(formQuestions)
    .values([
      { locationId, formId: intake.id, type: "short_text", title: "What is your main goal?", required: true, ordering: 0 },
      { locationId, formId: intake.id, type: "single_choice", title: "How often can you train?", options: ["1–2 times a week", "3–4 times a week", "5 or more"], required: true, ordering: 1 },
      { locationId, formId: intake.id, type: "yes_no", title: "Any injuries we should know about?", ordering: 2 },
      { locationId, formId: intake.id, type: "file", title: "Recent blood work or doctor's note (optional)", ordering: 3 },
      { locationId, formId: checkIn.id, type: "number", title: "Weight (kg)", required: true, ordering: 0 },
      { locationId, formId: checkIn.id, type: "rating", title: "Energy this week", required: true, ordering: 1 },
      { locationId, formId: checkIn.id, type: "rating", title: "Sleep quality", required: true, ordering: 2 },
      { locationId, formId: checkIn.id, type: "long_text", title: "Wins and struggles", ordering: 3 },
    ])
    .returning({ id: formQuestions.id });
  const [weight, energy, sleep] = questions.slice(4).map((q) => q.id);

  // The weekly check-in, sent to the first contact and answered every week for six weeks.
  const [contact] = await t.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1);
  const now = Date.now();
  const weeks = Array.from({ length: CHECK_IN_WEEKS }, (_, i) => new Date(now - (CHECK_IN_WEEKS - i) * 7 * DAY));
  await t.insert(formContacts).values({ locationId, formId: checkIn.id, contactId: contact.id, userId, token: `demo-check-in-${contact.id}`, lastSentAt: weeks.at(-1)!, answeredAt: weeks.at(-1)! });
  const respondents = await t
    .insert(formRespondents)
    .values(weeks.map((createdAt) => ({ locationId, formId: checkIn.id, contactId: contact.id, source: "link", createdAt })))
    .returning({ id: formRespondents.id });
  await t.insert(formAnswers).values(
    respondents.flatMap((r, i) => [
      { locationId, formId: checkIn.id, respondentId: r.id, questionId: weight, value: String(Math.round((82.4 - i * 0.6 + (i % 2) * 0.3) * 10) / 10), answeredAt: weeks[i] },
      { locationId, formId: checkIn.id, respondentId: r.id, questionId: energy, value: String([2, 3, 3, 4, 4, 5][i]), answeredAt: weeks[i] },
      { locationId, formId: checkIn.id, respondentId: r.id, questionId: sleep, value: String([3, 2, 3, 3, 4, 4][i]), answeredAt: weeks[i] },
    ]),
  );
}
