import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { locations, memberships, users } from "../../db/schema";
import { defineFixture } from "./fixture";

// Another company's locations, users and company id answer 404 and change nothing.
export default defineFixture({
  module: "organization",
  records: async (db, ids) => {
    const [own, other] = await db
      .insert(locations)
      .values([
        { companyId: ids.demoCompany, businessname: "Tenancy own branch" },
        { companyId: ids.otherCompany, businessname: "Tenancy other branch" },
      ])
      .returning({ id: locations.id });
    // Each owner belongs to their own branch, so the tabs routes see it as theirs.
    await db.insert(memberships).values([
      { userId: ids.owner, locationId: own.id, userType: "Primary Account" },
      { userId: ids.other, locationId: other.id, userType: "Primary Account" },
    ]);
    return {
      location: { own: own.id, other: other.id },
      user: { own: ids.staff, other: ids.other },
      company: { own: ids.demoCompany, other: ids.otherCompany },
    };
  },
  params: {
    "PATCH /organization/location/{id}/update": { id: "location" },
    "DELETE /organization/location/{id}/delete": { id: "location" },
    "PATCH /organization/location/{id}/suspend": { id: "location" },
    "POST /organization/location/{id}/add-users": { id: "location" },
    "GET /organization/{id}/super-users": { id: "company" },
    "GET /organization/user/{id}/permissions": { id: "user" },
    "DELETE /organization/user/{id}/delete": { id: "user" },
    "POST /organization/user/{id}/resend-credentials": { id: "user" },
    "GET /auth/location/{id}/tabs": { id: "location" },
    "GET /auth/organization/{id}/tabs": { id: "company" },
  },
  bodies: {
    "PATCH /organization/location/{id}/update": { businessname: "Renamed by a stranger" },
    "PATCH /organization/location/{id}/suspend": { status: 1 },
    // The location is checked first: a stranger never learns whether the users exist.
    "POST /organization/location/{id}/add-users": { user_ids: [1] },
  },
  unchanged: async (db, r) => {
    const locs = await db
      .select({ name: locations.businessname, suspended: locations.isSuspended })
      .from(locations)
      .where(inArray(locations.id, [r.location.own, r.location.other]));
    expect(locs.map((l) => l.name).sort()).toEqual(["Tenancy other branch", "Tenancy own branch"]);
    expect(locs.every((l) => !l.suspended)).toBe(true);
    expect(await db.select({ id: users.id }).from(users).where(inArray(users.id, [r.user.own, r.user.other]))).toHaveLength(2);
  },
});
