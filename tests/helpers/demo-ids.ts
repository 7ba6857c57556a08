import type { Db } from "../../db";
import { companies, locations, users } from "../../db/schema";

/** The seeded demo tenants' ids, looked up by their names. */
export async function demoIds(db: Db) {
  const [us, comps, locs] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users),
    db.select({ id: companies.id, name: companies.name }).from(companies),
    db.select({ id: locations.id, name: locations.businessname }).from(locations),
  ]);
  const user = (email: string) => us.find((u) => u.email === email)!.id;
  const company = (name: string) => comps.find((c) => c.name === name)!.id;
  const location = (name: string) => locs.find((l) => l.name === name)!.id;
  return {
    owner: user("owner@demo.test"),
    staff: user("staff@demo.test"),
    other: user("other@demo.test"),
    demoCompany: company("Demo Fitness Co"),
    otherCompany: company("Other Studio"),
    downtown: location("Downtown"),
    uptown: location("Uptown"),
    otherLoc: location("Other Studio"),
  };
}
