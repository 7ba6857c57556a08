import type { Db } from "@/db/open";
import { memberships, users } from "@/db/schema";

/**
 * The user kinds of doc 1 s6 that the permission rules tell apart, one each in Demo Fitness Co
 * (the owner and the company user "staff" are seeded in seed.ts): a location user of Uptown,
 * Uptown's own company-location login, and a super user who reaches both locations.
 */
export async function seedOrganizationKinds(t: Db, passwordHash: string, companyId: number, downtown: number, uptown: number) {
  const [loc, studio, sup] = await t
    .insert(users)
    .values([
      { email: "location@demo.test", passwordHash, fullName: "Lou Location", companyId: null, module: "contacts" },
      { email: "uptown@demo.test", passwordHash, fullName: "Uptown", companyId, module: "contacts" },
      { email: "super@demo.test", passwordHash, fullName: "Sue Super", companyId: null, module: "contacts" },
    ])
    .returning({ id: users.id });
  await t.insert(memberships).values([
    { userId: loc.id, locationId: uptown, userType: "Location User" },
    { userId: studio.id, locationId: uptown, userType: "Company Location" },
    { userId: sup.id, locationId: downtown, userType: "Super User" },
    { userId: sup.id, locationId: uptown, userType: "Super User" },
  ]);
}
