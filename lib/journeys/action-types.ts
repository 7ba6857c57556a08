import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { SMS_MAX } from "./constants";
import { conditionSettings } from "./conditions";

/**
 * The action registry's declarations: each action once, with its label, its picker group and
 * its settings schema. Pure, so the builder's picker and settings forms import it as the API's
 * validation does; each action's effect is keyed by the same type in actions.ts (server only),
 * and the type system refuses an action without one. The tracking and workouts modules add
 * `add_to_tracking` and `assign_workout` here and there.
 */
export const ACTION_GROUPS = ["Messages", "Timing", "Contact", "Flow", "Integrations"] as const;

const WAIT_UNITS = ["minutes", "hours", "days"] as const;
export const WAIT_UNIT_SECONDS: Record<(typeof WAIT_UNITS)[number], number> = { minutes: 60, hours: 3600, days: 86400 };

const required = (field: string, max: number) =>
  text(field).trim().min(1, { error: `The ${field} field is required.` }).max(max, { error: `The ${field} may not be greater than ${max} characters.` });

export const ACTION_TYPES = {
  send_email: {
    label: "Send email", group: "Messages", description: "An email with merge fields, from your sending domain.",
    settings: z.object({ subject: required("subject", 255), body: required("body", 100_000) }),
  },
  send_sms: {
    label: "Send SMS", group: "Messages", description: "A text message with merge fields.",
    settings: z.object({ body: required("body", SMS_MAX) }),
  },
  wait: {
    label: "Wait", group: "Timing", description: "Pause before the next step.",
    settings: z.object({
      amount: z.coerce.number({ error: "The amount must be a number." }).int({ error: "The amount must be a whole number." }).min(1, { error: "The amount must be at least 1." }).max(10_000, { error: "The amount may not be greater than 10000." }),
      unit: z.enum(WAIT_UNITS, { error: "The selected unit is invalid." }),
    }),
  },
  condition: { label: "Condition", group: "Flow", description: "Split into Yes and No by the contact's fields and tags.", settings: conditionSettings },
  add_tag: { label: "Add tag", group: "Contact", description: "Tag the contact.", settings: z.object({ tag_id: id("tag id") }) },
  remove_tag: { label: "Remove tag", group: "Contact", description: "Take a tag off the contact.", settings: z.object({ tag_id: id("tag id") }) },
  add_to_sequence: { label: "Add to sequence", group: "Contact", description: "Start the contact on a sequence.", settings: z.object({ sequence_id: id("sequence id") }) },
  remove_from_sequence: { label: "Remove from sequence", group: "Contact", description: "Take the contact off a sequence.", settings: z.object({ sequence_id: id("sequence id") }) },
  change_status: { label: "Change status", group: "Contact", description: "Move the contact to a status.", settings: z.object({ status: required("status", 100) }) },
  webhook: {
    label: "Webhook", group: "Integrations", description: "POST the contact as signed JSON to your server.",
    settings: z.object({ url: required("url", 2000) }),
  },
  end: { label: "End journey", group: "Flow", description: "The contact leaves the journey here.", settings: z.object({}).strip() },
} satisfies Record<string, { label: string; group: (typeof ACTION_GROUPS)[number]; description: string; settings: z.ZodType }>;

export type ActionType = keyof typeof ACTION_TYPES;
export const ACTION_TYPE_KEYS = Object.keys(ACTION_TYPES) as [ActionType, ...ActionType[]];
export type ActionSettings<T extends ActionType> = z.infer<(typeof ACTION_TYPES)[T]["settings"]>;

export const isActionType = (t: string): t is ActionType => Object.hasOwn(ACTION_TYPES, t);

/** "2 days" for a wait's settings. */
export function waitLabel(s: { amount: number; unit: string }): string {
  const unit = s.amount === 1 ? s.unit.replace(/s$/, "") : s.unit;
  return `${s.amount} ${unit}`;
}
