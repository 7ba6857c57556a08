import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { contacts, restHookDeliveries, restHooks } from "@/db/schema";
import type { ContactChange, PlatformHandler } from "@/lib/platform/events";
import { sendJobsIn } from "@/lib/platform/jobs";
import { PAYLOAD_CONTACTS_MAX, REST_HOOK_EVENT_NAMES, REST_HOOK_EVENTS, type RestHookEvent } from "./constants";
import { restHookDeliverJob } from "./job";

const eventOf = (kind: ContactChange["kind"]): RestHookEvent | undefined => REST_HOOK_EVENT_NAMES.find((e) => REST_HOOK_EVENTS[e].kind === kind);

/** The change's own fields on the wire (snake case), beside the contacts. */
function detail(change: ContactChange): Record<string, unknown> {
  switch (change.kind) {
    case "tag_added":
    case "tag_removed":
      return { tag_id: change.tagId };
    case "form_submitted":
      return { form_id: change.formId };
    case "purchase_made":
      return { order_id: change.orderId ?? null, product_ids: change.productIds };
    case "subscription_cancelled":
      return { subscription_id: change.subscriptionId, cancels: change.at };
    case "status_changed":
      return { status: change.status };
    default:
      return {};
  }
}

/**
 * REST hooks hear contact facts inside the transaction that made them (`db` is it): one delivery
 * row per active subscribed hook and its job are written with the change, so a rollback sends
 * nothing and a commit loses nothing. A location with no hook for the event costs one indexed read.
 */
export const queueRestHookDeliveries: PlatformHandler<"contact.changed"> = async ({ db, locationId, change }) => {
  const event = eventOf(change.kind);
  if (!event) return;
  const hooks = await db
    .select({ id: restHooks.id })
    .from(restHooks)
    .where(and(eq(restHooks.locationId, locationId), eq(restHooks.event, event), eq(restHooks.isActive, true)));
  if (hooks.length === 0) return;
  const shown = change.contactIds.slice(0, PAYLOAD_CONTACTS_MAX);
  const people = shown.length
    ? await db
        .select({ id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, number: contacts.number, status: contacts.status })
        .from(contacts)
        .where(and(eq(contacts.locationId, locationId), inArray(contacts.id, shown), isNull(contacts.deletedAt)))
    : [];
  const payload = { contact_ids: change.contactIds, contacts: people, ...detail(change) };
  const rows = await db
    .insert(restHookDeliveries)
    .values(hooks.map((h) => ({ locationId, hookId: h.id, event, payload })))
    .returning({ id: restHookDeliveries.id });
  // Not ready in this process (no worker started pg-boss here): rows stay queued for rest-hooks.sweep.
  await sendJobsIn(db, restHookDeliverJob, rows.map((r) => ({ data: { id: r.id }, singletonKey: `rest-hook-${r.id}` })));
};
