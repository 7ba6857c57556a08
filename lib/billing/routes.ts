import { z } from "@hono/zod-openapi";
import { skipTrialBody } from "@/lib/auth/schemas";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { billingNotifications, skipTrial } from "./service";

export const billingModule = defineModule("billing", [
  post("/stripe/skip-trial", { tenancy: "company", summary: "Trial ended", body: skipTrialBody, response: z.object({ status: z.number(), message: z.string() }) },
    ({ db, ctx, body }) => skipTrial(db, ctx, body.password)),
  get("/stripe/billing-notifications", { tenancy: "company", auth: { allowInactive: true }, summary: "Notification flags", response: z.record(z.string(), z.unknown()) },
    ({ db, ctx }) => billingNotifications(db, ctx)),
]);
