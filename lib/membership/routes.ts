import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { planLimit } from "./service";

export const planLimitAnswer = z
  .object({
    membership: z.object({
      contact_limit: z.number().int().nullable(),
      contacts: z.number().int(),
      remaining: z.number().int().nullable(),
    }),
  })
  .openapi("PlanLimit");

export const membershipModule = defineModule("membership", [
  // Every member of the location may read it: the shell and the add and import screens show it.
  get("/membership/plan-limit", { tenancy: "location", summary: "The location's contact limit and use", response: planLimitAnswer },
    async ({ db, ctx }) => ({ membership: await planLimit(db, ctx) })),
]);
