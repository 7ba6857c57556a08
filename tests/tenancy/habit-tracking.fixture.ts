import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, habitTrackingCategories, habitTrackingContacts, habitTrackingHabits, habitTrackings } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One habit tracking per tenant, each with a category, a habit and the tenant's first contact enrolled. */
export default defineFixture({
  module: "habit-tracking",
  records: async (db, ids) => {
    const make = async (locationId: number) => {
      const [t] = await db.insert(habitTrackings).values({ locationId, name: "Tenancy habits" }).returning({ id: habitTrackings.id });
      const [c] = await db.insert(habitTrackingCategories).values({ locationId, trackingId: t.id, name: "Body" }).returning({ id: habitTrackingCategories.id });
      const [h] = await db.insert(habitTrackingHabits).values({ locationId, trackingId: t.id, categoryId: c.id, name: "Water", kind: "count", target: 8 }).returning({ id: habitTrackingHabits.id });
      const contactId = (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
      await db.insert(habitTrackingContacts).values({ locationId, trackingId: t.id, contactId, startDate: "2026-01-05" });
      return { tracking: t.id, category: c.id, habit: h.id, contact: contactId };
    };
    const [own, other] = [await make(ids.downtown), await make(ids.otherLoc)];
    return {
      tracking: { own: own.tracking, other: other.tracking },
      category: { own: own.category, other: other.category },
      habit: { own: own.habit, other: other.habit },
      contact: { own: own.contact, other: other.contact },
    };
  },
  params: {
    "DELETE /habit-tracking/category/{id}/delete": { id: "category" },
    "GET /habit-tracking/{id}/refresh-habit-scores": { id: "habit" },
    "GET /habit-tracking/contact/{contact}/trackings": { contact: "contact" },
    "GET /habit-tracking/{tracking}/contact/{contact}/relation": { tracking: "tracking", contact: "contact" },
    "POST /habit-tracking/{tracking}/contact/{contact}/relation": { tracking: "tracking", contact: "contact" },
    ...Object.fromEntries(
      [
        "PATCH /habit-tracking/{id}/update", "PATCH /habit-tracking/{id}/update-habits", "PATCH /habit-tracking/{id}/resend-reminder", "POST /habit-tracking/{id}/save-category",
        "POST /habit-tracking/{id}/create-habit", "DELETE /habit-tracking/{id}/delete-habit", "GET /habit-tracking/{id}/habit-categories", "GET /habit-tracking/{id}/contacts",
        "GET /habit-tracking/{id}/contact-habit-tracking", "GET /habit-tracking/{id}/current-progress", "GET /habit-tracking/{id}/contact-habit-proofs",
        "GET /habit-tracking/{id}/leaderboard", "GET /habit-tracking/{id}/refresh", "GET /habit-tracking/{id}/refresh-contact-scores", "GET /habit-tracking/{id}/contact-reminders",
      ].map((k) => [k, { id: "tracking" }]),
    ),
  },
  bodies: {
    "PATCH /habit-tracking/{id}/update": { name: "Changed" },
    "PATCH /habit-tracking/{id}/update-habits": { habits: [{ id: 1, name: "Injected" }] },
    "PATCH /habit-tracking/{id}/resend-reminder": { contact_id: 1 },
    "POST /habit-tracking/{id}/save-category": { categories: [{ name: "Injected" }] },
    "POST /habit-tracking/{id}/create-habit": { category_id: 1, name: "Injected" },
    "DELETE /habit-tracking/{id}/delete-habit": { id: 1 },
    "POST /habit-tracking/{tracking}/contact/{contact}/relation": { start_date: "2026-02-02" },
  },
  unchanged: async (db, r) => {
    const ts = await db.select({ name: habitTrackings.name }).from(habitTrackings).where(inArray(habitTrackings.id, [r.tracking.own, r.tracking.other]));
    expect(ts.map((x) => x.name)).toEqual(["Tenancy habits", "Tenancy habits"]);
    const cats = await db.select({ name: habitTrackingCategories.name }).from(habitTrackingCategories).where(inArray(habitTrackingCategories.trackingId, [r.tracking.own, r.tracking.other]));
    expect(cats.map((c) => c.name)).toEqual(["Body", "Body"]);
    const hs = await db.select({ name: habitTrackingHabits.name }).from(habitTrackingHabits).where(inArray(habitTrackingHabits.trackingId, [r.tracking.own, r.tracking.other]));
    expect(hs.map((h) => h.name)).toEqual(["Water", "Water"]);
    const es = await db.select({ start: habitTrackingContacts.startDate }).from(habitTrackingContacts).where(inArray(habitTrackingContacts.trackingId, [r.tracking.own, r.tracking.other]));
    expect(es.map((e) => e.start)).toEqual(["2026-01-05", "2026-01-05"]);
  },
});
