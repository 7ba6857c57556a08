import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, patch } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { whiteLabel, whiteLabelBody } from "./schemas";
import { getWhiteLabel, updateWhiteLabel } from "./service";

// Doc 1 s6: organization admins manage the white label; it is the company's, so the scope is
// the company and the admin-settings area's actions gate it.
export const whiteLabelModule = defineModule("white-label", [
  get("/user/white-label", { tenancy: "company", permit: ["admin-settings", "view"], summary: "The company's white label (ours: the settings tab reads it)", response: dataOf(whiteLabel) },
    async ({ db, ctx }) => {
      assertCompanyLevel(ctx);
      return { data: await getWhiteLabel(db, ctx.companyId) };
    }),
  patch("/user/update-white-label", {
    tenancy: "company",
    permit: ["admin-settings", "update"],
    description: "Name, logo (a file id from POST /file-upload) and primary colour (#rrggbb) that the shell and the client-facing pages show while enabled.",
    body: whiteLabelBody,
    response: z.object({ message: z.string(), data: whiteLabel }),
  }, ({ db, ctx, body }) => updateWhiteLabel(db, ctx, body)),
]);
