import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { birthdaySettings } from "../../db/schema";
import { defineFixture } from "./fixture";

/**
 * Birthday routes take no ids: the location comes from the session. The sweep's calls with
 * another company's location header must leave Other Studio's settings as they were.
 */
const THEIRS = { locationId: 0, status: 0, channel: "sms", subject: "", message: "Theirs", sendTime: "06:00", timezone: "Asia/Tokyo" };

export default defineFixture({
  module: "birthdays",
  records: async (db, ids) => {
    await db.insert(birthdaySettings).values({ ...THEIRS, locationId: ids.otherLoc }).onConflictDoNothing();
    return { birthdayLocation: { own: ids.downtown, other: ids.otherLoc } };
  },
  bodies: {
    "PATCH /birthday/update-birthday-setting": { channel: "email", subject: "Hi", message: "Changed", send_time: "09:00", timezone: "UTC" },
    "POST /birthday/update-celebrate-birthday": { status: 1 },
  },
  unchanged: async (db, r) => {
    const [row] = await db.select().from(birthdaySettings).where(eq(birthdaySettings.locationId, r.birthdayLocation.other));
    expect(row).toMatchObject({ status: 0, channel: "sms", message: "Theirs", sendTime: "06:00", timezone: "Asia/Tokyo" });
  },
});
