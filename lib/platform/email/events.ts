import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { emailEvents, emailMessages, emailSuppressions } from "@/db/schema";

/**
 * What happened to a location's sent email (the email_events contract, db/schema/email-events.ts).
 * Every writer goes through here: the open pixel and click redirect, delivery (bounces), the
 * complaint feedback route and the simulator, and the unsubscribe call.
 */
export type EmailEventType = "open" | "click" | "bounce" | "soft_bounce" | "complaint" | "unsubscribe";
export type SuppressionKind = "bounce" | "complaint" | "unsubscribe";

/**
 * One event on a location's message, its location and contact copied from the message in the
 * same statement. `machine`: true, false, or "recent" (true when the message was delivered less
 * than 2 s ago, by the database's clock). Answers whether the message exists (a system email
 * has no location and records nothing).
 */
export async function recordEmailEvent(
  db: Db,
  e: { messageId: number; type: EmailEventType; machine?: boolean | "recent"; url?: string | null; detail?: string | null },
): Promise<boolean> {
  const machine = e.machine === "recent" ? sql`coalesce(m.sent_at > now() - interval '2 seconds', false)` : sql`${e.machine ?? false}::boolean`;
  const res = await db.execute(sql`
    insert into ${emailEvents} (location_id, message_id, contact_id, type, machine, url, detail)
    select m.location_id, m.id, m.contact_id, ${e.type}::text, ${machine}, ${e.url ?? null}::text, ${e.detail ?? null}::text
    from ${emailMessages} m where m.id = ${e.messageId} and m.location_id is not null
    returning id`);
  // PGlite answers { rows }, postgres-js an array.
  const rows = (res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[]);
  return rows.length > 0;
}

/** Records that the location must not email an address again; answers whether it is new (idempotent). */
export async function suppressEmail(db: Db, input: { locationId: number; email: string; type: SuppressionKind; reason?: string }): Promise<boolean> {
  const rows = await db
    .insert(emailSuppressions)
    .values({ locationId: input.locationId, email: input.email, type: input.type, reason: input.reason ?? null })
    .onConflictDoNothing()
    .returning({ id: emailSuppressions.id });
  return rows.length > 0;
}

/**
 * A bounce (hard: SMTP 5xx; soft: 4xx until the retries ran out) or a spam complaint on a message:
 * the event, and for a hard bounce or a complaint the address's suppression, in one transaction.
 */
export async function recordDeliveryProblem(db: Db, messageId: number, type: "bounce" | "soft_bounce" | "complaint", detail: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .select({ locationId: emailMessages.locationId, to: emailMessages.toAddress })
      .from(emailMessages)
      .where(and(eq(emailMessages.id, messageId), isNotNull(emailMessages.locationId)));
    if (!msg?.locationId) return false;
    await recordEmailEvent(tx as unknown as Db, { messageId, type, detail });
    if (type !== "soft_bounce") await suppressEmail(tx as unknown as Db, { locationId: msg.locationId, email: msg.to, type, reason: detail });
    return true;
  });
}
