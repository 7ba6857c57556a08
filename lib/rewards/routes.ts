import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, patch } from "@/lib/http/route";
import { dataOf, text } from "@/lib/http/schemas";
import { CURRENCY_CODE } from "@/lib/platform/payments/money";
import { getRewardSetting, updatePointCurrency, updatePointName, updateRewardNotification } from "./service";

const rewardSetting = z
  .object({
    point_name: z.string(),
    notification: z.boolean().openapi({ description: "Email the contact when a coach gives them points" }),
    point_value: z.number().int().openapi({ description: "What one point is worth, in minor units of `currency` (0: no cash worth)" }),
    currency: z.string(),
  })
  .openapi("RewardSetting");
const pointNameBody = z
  .object({ point_name: text("point_name").trim().min(1, "The point name field is required.").max(50, "The point name may not be greater than 50 characters.") })
  .openapi("RewardPointName");
const pointCurrencyBody = z
  .object({
    point_value: z
      .number({ error: "The point value must be a number." })
      .int("The point value must be a whole number of the currency's smallest unit.")
      .min(0, "The point value may not be negative.")
      .max(1_000_000, "The point value may not be greater than 1000000."),
    currency: text("currency").regex(CURRENCY_CODE, "The currency must be a three-letter code."),
  })
  .openapi("RewardPointCurrency");
const notificationBody = z.object({ notification: z.boolean({ error: "The notification field must be true or false." }) }).openapi("RewardNotification");
const answer = z.object({ data: rewardSetting, message: z.string() });

// Setting the points up is a setting of the location (doc 1 s6 admin-settings).
const settings = { tenancy: "location", permit: ["admin-settings", "update"] } as const;

/** Reward points (doc 3 s7 "/reward/*"): their name, their worth and the contact's notification. */
export const rewardsModule = defineModule("rewards", [
  // Any member of the location reads the setting: the profile's rewards section shows it.
  get("/reward/get-user-reward", { tenancy: "location", summary: "The location's reward points setting", response: dataOf(rewardSetting) },
    async ({ db, ctx }) => ({ data: await getRewardSetting(db, ctx) })),
  patch("/reward/update-point-name", { ...settings, summary: "Rename the reward points", body: pointNameBody, response: answer },
    async ({ db, ctx, body }) => ({ data: await updatePointName(db, ctx, body.point_name), message: "Reward points name successfully updated" })),
  patch("/reward/update-point-currency", { ...settings, summary: "Set what one reward point is worth", description: "`point_value` in minor units of `currency` (5 with USD: a point is worth $0.05).", body: pointCurrencyBody, response: answer },
    async ({ db, ctx, body }) => ({ data: await updatePointCurrency(db, ctx, body), message: "Reward points currency successfully updated" })),
  patch("/reward/update-reward-notification", { ...settings, summary: "Email contacts when they earn points, or not", body: notificationBody, response: answer },
    async ({ db, ctx, body }) => ({ data: await updateRewardNotification(db, ctx, body.notification), message: body.notification ? "Reward notification successfully enabled" : "Reward notification successfully disabled" })),
]);
