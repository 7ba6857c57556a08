import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { queryRows } from "@/db/rows";
import { broadcasts, type BroadcastAudience } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { AppError } from "@/lib/http/errors";
import { renderEmail, renderSms } from "@/lib/merge-fields/render";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { queueSms, recordSms } from "@/lib/platform/sms/send";
import { audienceSelect, unopenedSelect } from "./audience";
import { BROADCAST_STATUS, SEND_BATCH, SEND_WINDOW, type BroadcastChannel } from "./constants";
import { warmupAllowance } from "./warmup";

/**
 * The broadcast sender (issue 11). One run:
 * 1. Fan-out, once: the audience as it is now becomes the broadcast's recipient rows in one
 *    INSERT ... SELECT, in the transaction that locks the broadcast and marks it fanned out (so
 *    it happens once; the audience is frozen then).
 * 2. Batches: each transaction takes the location's sending lock, checks the sliding window
 *    (counted on sent recipient rows, so every worker shares it) and the sending domain's
 *    warm-up cap, claims pending recipients FOR UPDATE SKIP LOCKED, records each message in
 *    the outbox and marks the recipient sent, together. A worker killed mid-batch rolls back:
 *    those recipients are pending again and nobody gets two messages. Deliveries are queued
 *    after the commit (a lost queue call is requeued by email.requeue).
 * 3. The run ends when nothing is pending (the broadcast is sent), when the window is full
 *    (the job comes back when it frees) or the day's warm-up cap is spent (back tomorrow).
 */

export type Window = { limit: number; seconds: number };
export type RunOutcome = { state: "done" } | { state: "wait"; seconds: number } | { state: "paused"; until: Date } | { state: "later"; at: Date };

/** The window from the environment (BROADCAST_WINDOW_LIMIT, BROADCAST_WINDOW_SECONDS), else 600 per 60 s. */
export function sendWindow(): Window {
  const limit = Number(process.env.BROADCAST_WINDOW_LIMIT);
  const seconds = Number(process.env.BROADCAST_WINDOW_SECONDS);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : SEND_WINDOW.limit,
    seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : SEND_WINDOW.seconds,
  };
}

/** Serialises one location's batch decisions across processes (window and warm-up counts). */
const LOCK_SPACE = 0x6263;

type Run = { id: number; locationId: number; userId: number | null; channel: BroadcastChannel; subject: string; body: string; name: string; total: number };

/** Marks a due broadcast sending and, the first time, fixes its recipients. Null: nothing to send. */
export async function startBroadcast(db: Db, id: number): Promise<Run | { later: Date } | null> {
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for("update");
    if (!b || (b.status !== BROADCAST_STATUS.scheduled && b.status !== BROADCAST_STATUS.sending)) return null;
    const [{ now }] = await queryRows<{ now: string | Date }>(tx as unknown as Db, sql`select now() as now`);
    if (b.scheduledAt && b.scheduledAt > new Date(now)) return { later: b.scheduledAt };
    let total = b.total;
    if (!b.fannedOutAt) {
      const audience = b.resendOf ? unopenedSelect(b.locationId, b.resendOf) : audienceSelect(b.locationId, b.channel as BroadcastChannel, b.audience as BroadcastAudience);
      const added = await queryRows<{ n: number }>(tx as unknown as Db, sql`
        with added as (
          insert into broadcast_recipients (broadcast_id, contact_id, location_id, address)
          select ${b.id}, a.contact_id, ${b.locationId}, a.address from (${audience}) a
          returning 1)
        select count(*)::int as n from added`);
      total = added[0].n;
      await tx.update(broadcasts).set({ status: BROADCAST_STATUS.sending, fannedOutAt: sql`now()`, total, updatedAt: sql`now()` }).where(eq(broadcasts.id, b.id));
    }
    return { id: b.id, locationId: b.locationId, userId: b.userId, channel: b.channel as BroadcastChannel, subject: b.subject, body: b.body, name: b.name, total };
  });
}

type Batch = { sent: number; queued: number[]; stop?: RunOutcome };

async function sendBatch(db: Db, run: Run, window: Window): Promise<Batch> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${run.locationId})`);
    // The time after the lock: the window is counted, and this batch stamped, at the same instant.
    const [{ t }] = await queryRows<{ t: string | Date }>(tx, sql`select clock_timestamp() as t`);
    const at = new Date(t);
    const [w] = await queryRows<{ n: number; oldest: string | Date | null }>(tx, sql`
      select count(*)::int as n, min(sent_at) as oldest from broadcast_recipients
      where location_id = ${run.locationId} and sent_at > ${at.toISOString()}::timestamptz - make_interval(secs => ${window.seconds})`);
    let allowance = Math.min(SEND_BATCH, window.limit - w.n);
    if (allowance <= 0) {
      const frees = new Date(w.oldest!).getTime() + window.seconds * 1000 - at.getTime();
      return { sent: 0, queued: [], stop: { state: "wait", seconds: Math.max(1, Math.ceil(frees / 1000)) } };
    }
    if (run.channel === "email") {
      const warm = await warmupAllowance(tx, run.locationId, at);
      if (warm && warm.remaining <= 0) return { sent: 0, queued: [], stop: { state: "paused", until: warm.resumesAt } };
      if (warm) allowance = Math.min(allowance, warm.remaining);
    }
    const claimed = await queryRows<{ contact_id: number; address: string }>(tx, sql`
      select contact_id, address from broadcast_recipients
      where broadcast_id = ${run.id} and state = 'pending'
      order by contact_id limit ${allowance}
      for update skip locked`);
    if (!claimed.length) return { sent: 0, queued: [] };
    const queued: number[] = [];
    for (const r of claimed) {
      const message = await recordOne(tx, run, r).catch((e) => {
        // A message this contact's data cannot render (a merge field) is skipped, not retried forever.
        if (e instanceof AppError && (e.status === 422 || e.status === 404)) return null;
        throw e;
      });
      if (message?.queued) queued.push(message.id);
      await tx.execute(sql`
        update broadcast_recipients set state = ${message ? "sent" : "skipped"}, message_id = ${message?.id ?? null}, sent_at = ${message ? at.toISOString() : null}::timestamptz
        where broadcast_id = ${run.id} and contact_id = ${r.contact_id}`);
    }
    return { sent: claimed.length, queued };
  });
}

/** Renders the broadcast for one recipient and records it in the outbox (inside the batch's transaction). */
async function recordOne(tx: Db, run: Run, r: { contact_id: number; address: string }) {
  const from = { locationId: run.locationId, contactId: r.contact_id, userId: run.userId };
  if (run.channel === "sms") {
    const sms = await renderSms(tx, run.locationId, r.contact_id, run.body);
    return recordSms(tx, { ...from, to: r.address, body: sms.body });
  }
  const mail = await renderEmail(tx, run.locationId, r.contact_id, { subject: run.subject, body: run.body });
  return recordEmail(tx, { ...from, to: r.address, ...mail, kind: "location", source: "broadcast", sourceId: run.id });
}

/** Sends what may go now; answers whether the broadcast is done or when to come back. */
export async function runBroadcastSend(db: Db, id: number, window: Window = sendWindow(), onBatch?: (sent: number) => void): Promise<RunOutcome> {
  const run = await startBroadcast(db, id);
  if (!run) return { state: "done" };
  if ("later" in run) return { state: "later", at: run.later };
  for (;;) {
    const batch = await sendBatch(db, run, window);
    if (batch.sent) onBatch?.(batch.sent);
    for (const msg of batch.queued) await (run.channel === "sms" ? queueSms(msg) : queueEmail(msg));
    if (batch.stop) {
      const resumesAt = batch.stop.state === "paused" ? batch.stop.until : null;
      await db.update(broadcasts).set({ resumesAt }).where(eq(broadcasts.id, run.id));
      return batch.stop;
    }
    if (!batch.sent) break;
  }
  await finish(db, run);
  return { state: "done" };
}

/** Marks the broadcast sent once nothing is pending (another worker may still hold a batch), and tells the feed once. */
async function finish(db: Db, run: Run) {
  const [done] = await db
    .update(broadcasts)
    .set({ status: BROADCAST_STATUS.sent, sentAt: sql`now()`, resumesAt: null, updatedAt: sql`now()` })
    .where(and(eq(broadcasts.id, run.id), eq(broadcasts.status, BROADCAST_STATUS.sending), sql`not exists (select 1 from broadcast_recipients r where r.broadcast_id = ${run.id} and r.state = 'pending')`))
    .returning({ id: broadcasts.id });
  if (!done) return;
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from broadcast_recipients where broadcast_id = ${run.id} and state = 'sent'`);
  await recordActivity(db, {
    locationId: run.locationId,
    userId: run.userId,
    module: "broadcasts",
    action: "sent",
    title: `Broadcast "${run.name}" was sent to ${n} of ${run.total} recipients`,
    body: run.channel === "email" ? run.subject : null,
    data: { broadcast_id: run.id, total: run.total, sent: n },
  });
}
