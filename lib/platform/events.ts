import type { Db } from "@/db";

/**
 * A fact about contacts that automation may start on, as the module that owns the fact states it:
 * a contact was created, edited, tagged or untagged, changed status, submitted a form, bought
 * products, or had a subscription cancelled.
 * `contactIds` are the contacts it happened to (a bulk action names many).
 */
export type ContactChange =
  | { kind: "contact_created"; contactIds: number[] }
  | { kind: "contact_updated"; contactIds: number[] }
  | { kind: "tag_added" | "tag_removed"; contactIds: number[]; tagId: number }
  | { kind: "status_changed"; contactIds: number[]; status: string; tab: string }
  | { kind: "form_submitted"; contactIds: number[]; formId: number }
  | { kind: "purchase_made"; contactIds: number[]; productIds: number[]; orderId?: number }
  | { kind: "subscription_cancelled"; contactIds: number[]; subscriptionId: number; at: "now" | "period_end" };

/** An inbound SMS as recorded (its sender's contact, if one matched, and the name to show). */
export type ReceivedSms = { id: number; contactId: number | null; from: string; body: string; name: string };

/**
 * What the platform announces. The platform imports no module: a module that cares about one of
 * these registers a handler in the composition root's list (lib/api/platform-handlers.ts), and
 * the platform runs the handlers when it happens. Each comment says where they run; a handler
 * that throws fails the announcing work (its transaction rolls back, its job or webhook retries).
 */
export type PlatformEvents = {
  /**
   * Inside the inbound SMS's transaction (`db` is that transaction): what must be stored with the
   * message. Runs once per message: a retry of a finished message announces nothing, a retry of
   * an unfinished one runs it again in the retry's transaction.
   */
  "sms.received.record": { db: Db; locationId: number; sms: ReceivedSms; keyword: "stop" | "start" | null };
  /** After the inbound SMS committed, once per message: effects outside the transaction. */
  "sms.received": { db: Db; locationId: number; sms: ReceivedSms };
  /** A location's SMS will not go out (a permanent refusal, or its last retry failed). */
  "sms.failed": { db: Db; locationId: number; smsId: number; contactId: number | null; to: string; reason: string };
  /** A location's own email will not go out (a permanent refusal, or its last retry failed). */
  "email.failed": { db: Db; locationId: number; emailId: number; contactId: number | null; to: string; subject: string; reason: string };
  /**
   * The embedded processor delivers a signed event to `POST /api/webhooks/stripe/{endpoint}`, as
   * Stripe would over HTTP. The handler of that endpoint receives it and throws on a non-2xx
   * answer (the delivery is retried); the others return.
   */
  "payments.test-event": { db: Db; endpoint: string; request: Request };
  /**
   * Inside the transaction that changed the fact (`db` is that transaction), so what listens
   * commits or rolls back with it. The owning module announces; it knows nothing of who listens.
   */
  "contact.changed": { db: Db; locationId: number; change: ContactChange };
  /** The embedded processor's test clock moved (e2e): work that reads that clock may run now. */
  "payments.clock-advanced": { db: Db; now: Date };
};

export type PlatformEvent = keyof PlatformEvents;
export type PlatformHandler<E extends PlatformEvent> = (event: PlatformEvents[E]) => Promise<void> | void;
/** The composition root's list: each event's handlers, run in this order. */
export type PlatformHandlers = { [E in PlatformEvent]: readonly PlatformHandler<E>[] };

// On globalThis: Next bundles instrumentation and route handlers apart, one process installs once.
type Holder = { handlers?: PlatformHandlers };
const holder = ((globalThis as Record<string, unknown>).__coachosPlatformHandlers ??= {}) as Holder;

/** Called by the composition root (and only there): hands the platform every module's handlers. */
export function installPlatformHandlers(handlers: PlatformHandlers): void {
  holder.handlers = handlers;
}

/**
 * Runs the event's handlers one after another (a transaction's handlers share its connection).
 * Announcing before the composition root installed its list is a wiring bug, never a silent drop.
 */
export async function announce<E extends PlatformEvent>(name: E, event: PlatformEvents[E]): Promise<void> {
  const handlers = holder.handlers;
  if (!handlers) throw new Error(`platform event ${name} announced before the handlers were installed (lib/api/platform-handlers.ts)`);
  for (const handle of handlers[name]) await handle(event);
}
