import "server-only";
import type { Db } from "@/db";
import { broadcasts } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import { TEMPLATE_TYPES } from "@/lib/templates/constants";
import { findTemplate } from "@/lib/templates/service";
import type { BroadcastCtx } from "./service";

/**
 * POST /template/add-broadcasts-draft: a broadcast draft with an email or SMS template's
 * content (the screen then opens it). Content and voice templates are not sendable as broadcasts.
 */
export async function draftFromTemplate(db: Db, ctx: BroadcastCtx, input: { template_id: number }) {
  const t = await findTemplate(db, ctx.locationId, input.template_id);
  if (t.is_content !== TEMPLATE_TYPES.email && t.is_content !== TEMPLATE_TYPES.sms) {
    throw validationError({ template_id: ["Only an email or SMS template can become a broadcast."] });
  }
  const sms = t.is_content === TEMPLATE_TYPES.sms;
  const [row] = await db
    .insert(broadcasts)
    .values({ locationId: ctx.locationId, userId: ctx.userId, name: t.name, channel: sms ? "sms" : "email", subject: sms ? "" : t.subject, body: t.body })
    .returning({ id: broadcasts.id });
  return { status: 1, message: "Broadcast draft has been created successfully", data: { id: row.id } };
}
