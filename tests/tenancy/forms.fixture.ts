import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, forms } from "../../db/schema";
import { defineFixture } from "./fixture";

/** One form per tenant, and each tenant's first contact (the profile's forms section). */
export default defineFixture({
  module: "forms",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(forms)
      .values([
        { locationId: ids.downtown, title: "Intake", url: "tenancy-form-own" },
        { locationId: ids.otherLoc, title: "Intake", url: "tenancy-form-other" },
      ])
      .returning({ id: forms.id });
    const first = async (locationId: number) =>
      (await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0].id;
    return { form: { own: own.id, other: other.id }, contact: { own: await first(ids.downtown), other: await first(ids.otherLoc) } };
  },
  params: {
    "GET /form/{id}/details": { id: "form" },
    "PATCH /form/{id}/update": { id: "form" },
    "GET /form/{id}/questions": { id: "form" },
    "POST /form/{id}/save-question": { id: "form" },
    "GET /form/{id}/download-analytics": { id: "form" },
    "GET /contact/{id}/forms": { id: "contact" },
    "GET /contact/{id}/check-in-trends": { id: "contact" },
  },
  bodies: {
    "PATCH /form/{id}/update": { title: "Changed" },
    "POST /form/{id}/save-question": { type: "short_text", title: "Injected" },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ title: forms.title }).from(forms).where(inArray(forms.id, [r.form.own, r.form.other]));
    expect(rows.map((x) => x.title)).toEqual(["Intake", "Intake"]);
  },
});
