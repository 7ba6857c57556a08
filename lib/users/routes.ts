import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { patch, post } from "@/lib/http/route";
import { markLatestVersion, updateKillStatus } from "./service";

const killStatusBody = z.object({
  type: z.enum(["email", "sms"], { error: "The type must be email or sms." }),
  status: z.union([z.literal(0), z.literal(1), z.boolean()], { error: "The status must be 0 or 1." }),
});

export const usersModule = defineModule("user", [
  patch("/app/latest-version", { tenancy: "user", summary: "Marked", response: z.object({ status: z.number() }) },
    ({ db, ctx }) => markLatestVersion(db, ctx)),
  post("/user/update-kill-status", {
    tenancy: "location",
    description: "Organization admins only: switches all email or SMS sending of the accessed location off (0) or on (1).",
    body: killStatusBody,
    response: z.object({ message: z.string(), data: z.object({ email_status: z.number(), sms_status: z.number() }) }),
  }, ({ db, ctx, body }) => updateKillStatus(db, ctx, body.type, body.status === true || body.status === 1 ? 1 : 0)),
]);
