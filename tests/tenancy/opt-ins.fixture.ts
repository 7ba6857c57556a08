import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { optInSettings } from "../../db/schema";
import { defineFixture } from "./fixture";

/** Opt-ins (lib/opt-ins/routes.ts): a service id is a content type, not a record; settings are the location's. */
export default defineFixture({
  module: "opt-ins",
  records: async (db, ids) => {
    const row = async (locationId: number) =>
      (await db.insert(optInSettings).values({ locationId, serviceId: 3, key: "redirect_url", settingValue: "" }).onConflictDoNothing().returning({ id: optInSettings.id }))[0]?.id ??
      (await db.select({ id: optInSettings.id }).from(optInSettings).where(and(eq(optInSettings.locationId, locationId), eq(optInSettings.serviceId, 3), eq(optInSettings.key, "redirect_url"))))[0].id;
    return { opt_in_setting: { own: await row(ids.downtown), other: await row(ids.otherLoc) } };
  },
  params: { "PATCH /opt-in-settings/{id}/update": { id: "opt_in_setting" } },
  literals: { "GET /services/{id}/opt-in-settings": { id: "3" } },
  bodies: { "PATCH /opt-in-settings/{id}/update": { setting_value: JSON.stringify("https://example.com/thanks") } },
  unchanged: async (db, r) => {
    const rows = await db.select({ v: optInSettings.settingValue }).from(optInSettings).where(eq(optInSettings.id, r.opt_in_setting.other));
    expect(rows.map((x) => x.v)).toEqual([""]);
  },
});
