import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { LIMIT_KINDS } from "./constants";
import { membershipView } from "./service";

export const planLimitAnswer = z
  .object({
    membership: z.object({
      contact_limit: z.number().int().nullable(),
      contacts: z.number().int(),
      remaining: z.number().int().nullable(),
      /** The plan the limits come from (the account owner's subscription), null before one is chosen. */
      plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** Every limit with its use: contacts and products of this location, the rest for the account (SMS and emails this month). */
      limits: z.array(z.object({ key: z.enum(LIMIT_KINDS), label: z.string(), limit: z.number().int().nullable(), used: z.number().int() })),
    }),
  })
  .openapi("PlanLimit");

export const membershipModule = defineModule("membership", [
  // Every member of the location may read it: the shell, the add and import screens and billing show it.
  get("/membership/plan-limit", { tenancy: "location", summary: "The plan's limits and the use of each", response: planLimitAnswer },
    async ({ db, ctx }) => ({ membership: await membershipView(db, ctx) })),
]);
