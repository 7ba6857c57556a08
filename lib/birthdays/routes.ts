import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { pageSchema } from "@/lib/http/pagination";
import { get, patch, post } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { BIRTHDAY_ACTIVE, MSG_ACTIVATED, MSG_SETTING_SAVED, MSG_TERMINATED } from "./constants";
import { birthdaySetting, birthdaySettingUpdate, celebrateBody, upcomingBirthday, upcomingQuery } from "./schemas";
import { getBirthdaySetting, listUpcomingBirthdays, setCelebrateBirthday, updateBirthdaySetting } from "./service";

/**
 * Birthday messaging (doc 2 s7 "Settings and shared"). It writes to a location's contacts, so it
 * is gated like other contact messaging: reading needs contacts-center view, changing what is
 * sent (or switching it on) contacts-center update.
 */
const view = { tenancy: "location", permit: ["contacts-center", "view"] } as const;
const update = { tenancy: "location", permit: ["contacts-center", "update"] } as const;
const settingAnswer = z.object({ status: z.number().int(), data: birthdaySetting, message: z.string() });

export const birthdaysModule = defineModule("birthdays", [
  get("/birthday/get-birthday-setting", { ...view, summary: "The location's birthday message settings", response: dataOf(birthdaySetting) },
    async ({ db, ctx }) => ({ data: await getBirthdaySetting(db, ctx) })),
  get("/birthday/get-upcoming-birthdays", { ...view, summary: "Contacts with a birthday today or in the next 30 days, soonest first",
    description: "Days follow the location's birthday time zone and cross New Year. A Feb 29 birthday is celebrated on Feb 28 in common years.", query: upcomingQuery, response: pageSchema(upcomingBirthday) },
    ({ db, ctx, query }) => listUpcomingBirthdays(db, ctx, query)),
  patch("/birthday/update-birthday-setting", { ...update, summary: "Save the birthday message, channel and send time", body: birthdaySettingUpdate, response: settingAnswer },
    async ({ db, ctx, body }) => ({ status: 1, data: await updateBirthdaySetting(db, ctx, body), message: MSG_SETTING_SAVED })),
  post("/birthday/update-celebrate-birthday", { ...update, summary: "Activate (status 1) or terminate birthday messages", body: celebrateBody, response: settingAnswer },
    async ({ db, ctx, body }) => {
      const data = await setCelebrateBirthday(db, ctx, body.status);
      return { status: 1, data, message: data.status === BIRTHDAY_ACTIVE ? MSG_ACTIVATED : MSG_TERMINATED };
    }),
]);
