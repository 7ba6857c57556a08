import { z } from "@hono/zod-openapi";
import type { ContactChange } from "@/lib/platform/events";
import { id, text } from "@/lib/http/schemas";

/**
 * The trigger registry: each way into a journey, declared once (its settings, its label, how it
 * matches a contact fact). The builder's trigger picker and POST /journey/{id}/create-trigger
 * read it. `manual` matches no fact: contacts enter by POST /journey/start.
 */
type TriggerDef = {
  label: string;
  description: string;
  /** What the settings form asks; `{}` for none. */
  settings: z.ZodType<Record<string, unknown>>;
  /** Whether a fact of this trigger's kind enrols under these settings. */
  matches: (settings: Record<string, unknown>, change: ContactChange) => boolean;
};

const none = z.object({}).strip();
const optionalId = (field: string) => z.union([id(field), z.null()]).optional();

export const TRIGGERS = {
  contact_created: { label: "Contact created", description: "A contact is added, by hand, an import, a form or a purchase.", settings: none, matches: () => true },
  tag_added: {
    label: "Tag added", description: "A tag is added to a contact.",
    settings: z.object({ tag_id: id("tag id") }),
    matches: (s, c) => c.kind === "tag_added" && c.tagId === s.tag_id,
  },
  tag_removed: {
    label: "Tag removed", description: "A tag is removed from a contact.",
    settings: z.object({ tag_id: id("tag id") }),
    matches: (s, c) => c.kind === "tag_removed" && c.tagId === s.tag_id,
  },
  status_changed: {
    label: "Status changed", description: "A contact moves to a status (any status when none is chosen).",
    settings: z.object({ status: text("status").max(100).nullable().optional() }),
    matches: (s, c) => c.kind === "status_changed" && (!s.status || String(s.status).toLowerCase() === c.status.toLowerCase()),
  },
  form_submitted: {
    label: "Form submitted", description: "A contact submits a form (any form when none is chosen).",
    settings: z.object({ form_id: optionalId("form id") }),
    matches: (s, c) => c.kind === "form_submitted" && (!s.form_id || s.form_id === c.formId),
  },
  purchase_made: {
    label: "Purchase made", description: "A contact pays for a product (any product when none is chosen).",
    settings: z.object({ product_id: optionalId("product id") }),
    matches: (s, c) => c.kind === "purchase_made" && (!s.product_id || c.productIds.includes(Number(s.product_id))),
  },
  manual: { label: "Started by hand", description: "You start contacts on it from the contact list or here.", settings: none, matches: () => false },
} satisfies Record<string, TriggerDef>;

export type TriggerType = keyof typeof TRIGGERS;
export const TRIGGER_TYPES = Object.keys(TRIGGERS) as [TriggerType, ...TriggerType[]];

export function triggerMatches(type: string, settings: Record<string, unknown>, change: ContactChange): boolean {
  const def = (TRIGGERS as Record<string, TriggerDef>)[type];
  return !!def && type === change.kind && def.matches(settings, change);
}
