import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, progressTrackingCategories, progressTrackingContacts, progressTrackingGoals, progressTrackings } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One tracking per tenant, each with a weight category and the tenant's first contact enrolled with a goal. */
export default defineFixture({
  module: "progress-tracking",
  records: async (db, ids) => {
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    const make = async (locationId: number) => {
      const [t] = await db.insert(progressTrackings).values({ locationId, name: "Tenancy tracking" }).returning({ id: progressTrackings.id });
      const [c] = await db.insert(progressTrackingCategories).values({ locationId, trackingId: t.id, name: "Weight", unit: "kg", direction: "down" }).returning({ id: progressTrackingCategories.id });
      const contactId = await first(locationId);
      await db.insert(progressTrackingContacts).values({ locationId, trackingId: t.id, contactId, startDate: "2026-01-05" });
      await db.insert(progressTrackingGoals).values({ locationId, trackingId: t.id, contactId, categoryId: c.id, start: 80, target: 70 });
      return { tracking: t.id, category: c.id, contact: contactId };
    };
    const [own, other] = [await make(ids.downtown), await make(ids.otherLoc)];
    return {
      tracking: { own: own.tracking, other: other.tracking },
      category: { own: own.category, other: other.category },
      contact: { own: own.contact, other: other.contact },
    };
  },
  params: {
    "DELETE /progress-tracking/custom/{id}/delete": { id: "category" },
    "GET /progress-tracking/contact/{contact}/trackings": { contact: "contact" },
    "GET /progress-tracking/{tracking}/contact/{contact}/trends": { tracking: "tracking", contact: "contact" },
    ...Object.fromEntries(
      [
        "PATCH /progress-tracking/{id}/update", "GET /progress-tracking/{id}/question-sections", "POST /progress-tracking/{id}/save-question-section",
        "DELETE /progress-tracking/{id}/delete-question-section", "POST /progress-tracking/{id}/save-custom-question", "DELETE /progress-tracking/{id}/delete-question",
        "POST /progress-tracking/{id}/create-category-progress", "POST /progress-tracking/{id}/update-category-progress", "GET /progress-tracking/{id}/contacts",
        "GET /progress-tracking/{id}/current-progress", "GET /progress-tracking/{id}/contact-progress-tracking", "GET /progress-tracking/{id}/contact-progress-proof",
        "GET /progress-tracking/{id}/leaderboard", "GET /progress-tracking/{id}/refresh", "PATCH /progress-tracking/{id}/resend-reminder",
        "GET /progress-tracking/{id}/roster", "POST /progress-tracking/{id}/nudge-late", "GET /progress-tracking/{id}/contact-reminders",
      ].map((k) => [k, { id: "tracking" }]),
    ),
    ...Object.fromEntries(
      ["goals", "update-goals", "relation"].flatMap((p) => ["GET", "POST"].map((m) => [`${m} /progress-tracking/{tracking}/contact/{contact}/${p}`, { tracking: "tracking", contact: "contact" }])),
    ),
  },
  bodies: {
    "PATCH /progress-tracking/{id}/update": { name: "Changed" },
    "POST /progress-tracking/{id}/save-question-section": { name: "Injected" },
    "DELETE /progress-tracking/{id}/delete-question-section": { id: 1 },
    "POST /progress-tracking/{id}/save-custom-question": { section_id: 1, type: "text", label: "Injected" },
    "DELETE /progress-tracking/{id}/delete-question": { id: 1 },
    "POST /progress-tracking/{id}/create-category-progress": { name: "Injected", unit: "cm", direction: "up" },
    "POST /progress-tracking/{id}/update-category-progress": { id: 1, name: "Injected" },
    "POST /progress-tracking/{tracking}/contact/{contact}/goals": { goals: [] },
    "POST /progress-tracking/{tracking}/contact/{contact}/update-goals": { goals: [] },
    "POST /progress-tracking/{tracking}/contact/{contact}/relation": { start_date: "2026-02-02" },
    "PATCH /progress-tracking/{id}/resend-reminder": { contact_id: 1 },
  },
  unchanged: async (db, r) => {
    const ts = await db.select({ name: progressTrackings.name }).from(progressTrackings).where(inArray(progressTrackings.id, [r.tracking.own, r.tracking.other]));
    expect(ts.map((x) => x.name)).toEqual(["Tenancy tracking", "Tenancy tracking"]);
    const cats = await db.select({ id: progressTrackingCategories.id }).from(progressTrackingCategories).where(inArray(progressTrackingCategories.trackingId, [r.tracking.own, r.tracking.other]));
    expect(cats).toHaveLength(2);
    const goals = await db.select({ id: progressTrackingGoals.id }).from(progressTrackingGoals).where(inArray(progressTrackingGoals.trackingId, [r.tracking.own, r.tracking.other]));
    expect(goals).toHaveLength(2);
    const es = await db.select({ start: progressTrackingContacts.startDate }).from(progressTrackingContacts).where(inArray(progressTrackingContacts.trackingId, [r.tracking.own, r.tracking.other]));
    expect(es.map((e) => e.start)).toEqual(["2026-01-05", "2026-01-05"]);
  },
});
