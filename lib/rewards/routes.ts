import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, patch } from "@/lib/http/route";
import { dataOf, text } from "@/lib/http/schemas";
import { getRewardSetting, updatePointName } from "./service";

const rewardSetting = z.object({ point_name: z.string(), notification: z.boolean() }).openapi("RewardSetting");
const pointNameBody = z
  .object({ point_name: text("point_name").trim().min(1, "The point name field is required.").max(50, "The point name may not be greater than 50 characters.") })
  .openapi("RewardPointName");

/** Reward points naming (doc 3 s7 "/reward/*"): what the profile calls a contact's points. */
export const rewardsModule = defineModule("rewards", [
  // Any member of the location reads the name: the profile's rewards section shows it.
  get("/reward/get-user-reward", { tenancy: "location", summary: "The location's reward points name", response: dataOf(rewardSetting) },
    async ({ db, ctx }) => ({ data: await getRewardSetting(db, ctx) })),
  // Naming the points is a setting of the location (doc 1 s6 admin-settings).
  patch("/reward/update-point-name", { tenancy: "location", permit: ["admin-settings", "update"], summary: "Rename the reward points", body: pointNameBody, response: z.object({ data: rewardSetting, message: z.string() }) },
    async ({ db, ctx, body }) => ({ data: await updatePointName(db, ctx, body.point_name), message: "Reward points name successfully updated" })),
]);
