import "server-only";
import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, journeyActions, journeyEvents, journeyHistories, journeyRuns, journeyTriggers, journeys } from "@/db/schema";
import type { ContactChange } from "@/lib/platform/events";
import { prepareQueues, sendJobIn, sendJobsIn } from "@/lib/platform/jobs";
import { ACTION_EFFECTS, type StepOutcome } from "./actions";
import { isActionType } from "./action-types";
import { journeyDispatchJob, journeyStepJob } from "./jobs";
import { triggerMatches } from "./triggers";

/**
 * # The journey model (issue 27; the spec shows none, so this is ours)
 *
 * - A **journey** has triggers and a tree of actions. It is on (`enabled`) or off.
 * - A **trigger** (triggers.ts) is a kind of contact fact and its settings. The module that owns
 *   a fact (contacts, tags, forms, checkout) announces `contact.changed` on the platform bus in the
 *   transaction that changes it; our handler (platform-events.ts) records a `journey_events` row
 *   there only when an enabled journey of that location has a trigger of its kind, and queues the
 *   dispatcher in the same transaction. The dispatcher (`dispatchEvent`) matches the triggers and
 *   enrols. Nothing polls the contact tables; the sweep reads only undispatched events.
 * - The **actions** are an ordered tree: root steps (`parent_id` null) in `position` order; a
 *   condition's children sit in its `yes` or `no` branch. After a step comes its next sibling;
 *   after a branch's last step, the step after its condition; after the root's last, the end.
 *   Each action type is declared once in the registry (action-types.ts; effects in actions.ts).
 * - A **run** is one contact's way through one journey: active, completed, terminated or failed.
 *   At most one active run per contact and journey (a partial unique index: enrolment is
 *   `INSERT … ON CONFLICT DO NOTHING`). Re-entry after a run ended is the journey's `reentry`
 *   setting (default off: a contact enters a journey once).
 * - **Steps are jobs** (`journeys.step`, keyed by run and action). A step runs only while its run
 *   is active and pointing at it; it claims its history row (unique on run + action), applies its
 *   effect, points the run at the next step and queues that step's job, all in one transaction.
 *   A retried or duplicated job finds the row claimed or the run moved on and changes nothing.
 *   Sends are recorded in the outbox with the history row's id as their key (source "journey") and
 *   delivered after the commit (a lost queue call is picked up by the outbox's requeue). A webhook
 *   is called before its transaction with an `Idempotency-Key` of run and step, so a retry after a
 *   crash repeats the key, never a different request.
 * - **Waits** are delayed jobs: the wait's step records itself and queues the next step to start
 *   after the duration (pg-boss's clock is the database's, which tests move with queue.clock).
 * - **Off** stops enrolment; a step that comes due while off marks its run held and does nothing;
 *   switching on queues every held run's step again. Deleting the step a run is waiting on moves
 *   the run to the next step (noted in its history); deleting a journey deletes its runs, and
 *   their queued jobs find nothing to do.
 */

type Action = typeof journeyActions.$inferSelect;
type Tx = Db;

/** The first step of a branch (root: parent null, branch null). */
export async function firstStep(db: Db, journeyId: number, parentId: number | null, branch: string | null): Promise<Action | undefined> {
  const [a] = await db
    .select()
    .from(journeyActions)
    .where(and(eq(journeyActions.journeyId, journeyId), parentId === null ? isNull(journeyActions.parentId) : eq(journeyActions.parentId, parentId), branch === null ? isNull(journeyActions.branch) : eq(journeyActions.branch, branch)))
    .orderBy(asc(journeyActions.position), asc(journeyActions.id))
    .limit(1);
  return a;
}

/** The step after this one: its next sibling, else the step after its condition, else none. */
export async function stepAfter(db: Db, action: Action): Promise<Action | undefined> {
  let at: Action | undefined = action;
  while (at) {
    const [next] = await db
      .select()
      .from(journeyActions)
      .where(
        and(
          eq(journeyActions.journeyId, at.journeyId),
          at.parentId === null ? isNull(journeyActions.parentId) : eq(journeyActions.parentId, at.parentId),
          at.branch === null ? isNull(journeyActions.branch) : eq(journeyActions.branch, at.branch),
          or(gt(journeyActions.position, at.position), and(eq(journeyActions.position, at.position), gt(journeyActions.id, at.id))),
        ),
      )
      .orderBy(asc(journeyActions.position), asc(journeyActions.id))
      .limit(1);
    if (next) return next;
    if (at.parentId === null) return undefined;
    [at] = await db.select().from(journeyActions).where(eq(journeyActions.id, at.parentId));
  }
  return undefined;
}

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/**
 * Enrols the location's live contacts among `contactIds` in the journey (inside `tx`): one active
 * run each, none for a contact already on it (or, without re-entry, ever on it). Each new run's
 * first step is queued in the same transaction. Answers how many entered.
 */
export async function enrol(tx: Tx, journey: { id: number; locationId: number; reentry: boolean }, contactIds: number[], source: string): Promise<number> {
  if (!contactIds.length) return 0;
  const first = await firstStep(tx, journey.id, null, null);
  const ids = sql.raw(`ARRAY[${[...new Set(contactIds)].map((n) => Math.trunc(n)).join(",")}]::int[]`);
  const inserted = rowsOf<{ id: number; contact_id: number }>(
    await tx.execute(sql`
      insert into ${journeyRuns} (location_id, journey_id, contact_id, status, current_action_id, source, ended_at)
      select ${journey.locationId}, ${journey.id}, c.id, ${first ? "active" : "completed"}, ${first?.id ?? null}, ${source}, ${first ? null : sql`now()`}
      from ${contacts} c
      where c.id = any(${ids}) and c.location_id = ${journey.locationId} and c.deleted_at is null
        ${journey.reentry ? sql`` : sql`and not exists (select 1 from ${journeyRuns} r where r.journey_id = ${journey.id} and r.contact_id = c.id)`}
      on conflict (journey_id, contact_id) where status = 'active' do nothing
      returning id, contact_id`),
  );
  if (!inserted.length) return 0;
  await tx.insert(journeyHistories).values(
    inserted.map((r) => ({ locationId: journey.locationId, journeyId: journey.id, runId: r.id, contactId: r.contact_id, type: "note", message: `Entered the journey (${source.replace(/_/g, " ")})` })),
  );
  if (first) await queueSteps(tx, inserted.map((r) => ({ runId: r.id, actionId: first.id })));
  return inserted.length;
}

/** Queues step jobs in the transaction; a queue not ready here is a wiring bug, so it fails the transaction. */
async function queueSteps(tx: Tx, steps: { runId: number; actionId: number; delaySeconds?: number }[]) {
  const ok = await sendJobsIn(tx, journeyStepJob, steps.map((s) => ({ data: { run_id: s.runId, action_id: s.actionId }, startAfter: s.delaySeconds, singletonKey: `run-${s.runId}-${s.actionId}` })));
  if (!ok) throw new Error("journeys: the step queue is not ready in this process (call prepareJourneyQueues before the transaction)");
}

/** Every process that enrols or moves runs calls this before its transaction (outside any). */
export const prepareJourneyQueues = () => prepareQueues([journeyStepJob, journeyDispatchJob]);

/** Ends a run: status, no current step, the time, and a history note. */
export async function endRun(tx: Tx, run: { id: number; locationId: number; journeyId: number; contactId: number }, status: "completed" | "terminated" | "failed", message: string, error?: string) {
  await tx.update(journeyRuns).set({ status, currentActionId: null, resumeAt: null, held: false, endedAt: sql`now()`, error: error ?? null }).where(eq(journeyRuns.id, run.id));
  await tx.insert(journeyHistories).values({ locationId: run.locationId, journeyId: run.journeyId, runId: run.id, contactId: run.contactId, type: "note", status: status === "failed" ? "failed" : "done", message });
}

/** Points a run at its next step and queues it, or completes it when there is none. */
async function moveTo(tx: Tx, run: { id: number; locationId: number; journeyId: number; contactId: number }, next: Action | undefined, delaySeconds = 0) {
  if (!next) return endRun(tx, run, "completed", "Completed the journey");
  await tx
    .update(journeyRuns)
    .set({ currentActionId: next.id, resumeAt: delaySeconds ? sql`now() + ${delaySeconds} * interval '1 second'` : null, held: false })
    .where(eq(journeyRuns.id, run.id));
  await queueSteps(tx, [{ runId: run.id, actionId: next.id, delaySeconds }]);
}

/** The run's row, locked, if it is active and waiting on this step. */
async function claimRun(tx: Tx, runId: number, actionId: number) {
  const [run] = await tx
    .select()
    .from(journeyRuns)
    .where(and(eq(journeyRuns.id, runId), eq(journeyRuns.status, "active"), eq(journeyRuns.currentActionId, actionId)))
    .for("update");
  return run;
}

/**
 * One step of one run (the `journeys.step` job). Exactly once: see the model above.
 * `attempt` is the job's try; a webhook that fails its last try fails the run.
 */
export async function runStep(db: Db, runId: number, actionId: number, attempt = 1): Promise<void> {
  await prepareJourneyQueues();
  const [pre] = await db
    .select({ run: journeyRuns, action: journeyActions, enabled: journeys.enabled, userId: journeys.userId })
    .from(journeyRuns)
    .innerJoin(journeys, eq(journeys.id, journeyRuns.journeyId))
    .innerJoin(journeyActions, and(eq(journeyActions.id, actionId), eq(journeyActions.journeyId, journeyRuns.journeyId)))
    .where(and(eq(journeyRuns.id, runId), eq(journeyRuns.status, "active"), eq(journeyRuns.currentActionId, actionId)));
  if (!pre || !isActionType(pre.action.type)) return;
  const effect = ACTION_EFFECTS[pre.action.type] as unknown as {
    external?: (s: Record<string, unknown>, step: object) => Promise<string>;
    run: (s: Record<string, unknown>, step: object, external?: string) => Promise<StepOutcome>;
  };
  const base = { locationId: pre.run.locationId, journeyId: pre.run.journeyId, runId, contactId: pre.run.contactId, userId: pre.userId, actionId };

  // An HTTP call cannot be inside the transaction: it goes first, with the step's idempotency key.
  let external: string | undefined;
  if (pre.enabled && effect.external) {
    try {
      external = await effect.external(pre.action.settings, { ...base, db });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (attempt <= journeyStepJob.retry.limit) throw err;
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const run = await claimRun(tx, runId, actionId);
        if (!run) return;
        const [h] = await tx.insert(journeyHistories).values({ locationId: run.locationId, journeyId: run.journeyId, runId, contactId: run.contactId, actionId, type: pre.action.type, status: "failed", message: `Failed: ${reason}` }).onConflictDoNothing().returning({ id: journeyHistories.id });
        if (h) await endRun(tx, run, "failed", "Stopped: a step failed", reason);
      });
      return;
    }
  }

  const after = await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const run = await claimRun(tx, runId, actionId);
    if (!run) return undefined;
    const [journey] = await tx.select({ enabled: journeys.enabled }).from(journeys).where(eq(journeys.id, run.journeyId));
    if (!journey?.enabled) {
      // Off: the run holds here; switching the journey on queues this step again.
      if (!run.held) {
        await tx.update(journeyRuns).set({ held: true, resumeAt: null }).where(eq(journeyRuns.id, runId));
        await tx.insert(journeyHistories).values({ locationId: run.locationId, journeyId: run.journeyId, runId, contactId: run.contactId, type: "note", message: "Held: the journey is off" });
      }
      return undefined;
    }
    const [claim] = await tx
      .insert(journeyHistories)
      .values({ locationId: run.locationId, journeyId: run.journeyId, runId, contactId: run.contactId, actionId, type: pre.action.type, message: "" })
      .onConflictDoNothing()
      .returning({ id: journeyHistories.id });
    if (!claim) return undefined;
    const outcome = await effect.run(pre.action.settings, { ...base, db: tx, historyId: claim.id }, external);
    await tx.update(journeyHistories).set({ message: outcome.message, status: outcome.status ?? "done" }).where(eq(journeyHistories.id, claim.id));
    if (outcome.end) await endRun(tx, run, "completed", "Completed the journey");
    else {
      const next = outcome.branch ? ((await firstStep(tx, run.journeyId, actionId, outcome.branch)) ?? (await stepAfter(tx, pre.action))) : await stepAfter(tx, pre.action);
      await moveTo(tx, run, next, outcome.delaySeconds);
    }
    return outcome.after;
  });
  await after?.();
}

/** Switching a journey on: every held run's step is queued again (inside the caller's transaction). */
export async function resumeHeld(tx: Tx, journeyId: number): Promise<number> {
  const held = await tx
    .update(journeyRuns)
    .set({ held: false })
    .where(and(eq(journeyRuns.journeyId, journeyId), eq(journeyRuns.status, "active"), eq(journeyRuns.held, true)))
    .returning({ id: journeyRuns.id, actionId: journeyRuns.currentActionId });
  const steps = held.filter((r) => r.actionId).map((r) => ({ runId: r.id, actionId: r.actionId! }));
  if (steps.length) await queueSteps(tx, steps);
  return steps.length;
}

/**
 * Before a step (and, for a condition, its branches) is deleted: the runs waiting on any of them
 * move to the step after it, noted in their history. Inside the delete's transaction.
 */
export async function moveRunsPast(tx: Tx, action: Action, removedIds: number[]): Promise<void> {
  const runs = await tx
    .select()
    .from(journeyRuns)
    .where(and(eq(journeyRuns.journeyId, action.journeyId), eq(journeyRuns.status, "active"), inArray(journeyRuns.currentActionId, removedIds)))
    .for("update");
  if (!runs.length) return;
  const next = await stepAfter(tx, action);
  for (const run of runs) {
    await tx.insert(journeyHistories).values({ locationId: run.locationId, journeyId: run.journeyId, runId: run.id, contactId: run.contactId, type: "note", message: "Its next step was deleted: moved on to the one after it" });
    if (!next) await endRun(tx, run, "completed", "Completed the journey");
    else if (run.held) await tx.update(journeyRuns).set({ currentActionId: next.id }).where(eq(journeyRuns.id, run.id));
    else await moveTo(tx, run, next);
  }
}

/** The dispatcher: claims one recorded fact and enrols its contacts where a trigger matches. */
export async function dispatchEvent(db: Db, eventId: number): Promise<void> {
  await prepareJourneyQueues();
  await db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const [ev] = await tx.update(journeyEvents).set({ dispatchedAt: sql`now()` }).where(and(eq(journeyEvents.id, eventId), isNull(journeyEvents.dispatchedAt))).returning();
    if (!ev) return;
    const change = { kind: ev.kind, ...ev.data, contactIds: ev.contactIds } as ContactChange;
    const candidates = await tx
      .select({ trigger: journeyTriggers, journey: { id: journeys.id, locationId: journeys.locationId, reentry: journeys.reentry } })
      .from(journeyTriggers)
      .innerJoin(journeys, eq(journeys.id, journeyTriggers.journeyId))
      .where(and(eq(journeyTriggers.locationId, ev.locationId), eq(journeyTriggers.type, ev.kind), eq(journeys.enabled, true)))
      .orderBy(asc(journeys.id), asc(journeyTriggers.id));
    const entered = new Set<number>();
    for (const { trigger, journey } of candidates) {
      // A journey with two matching triggers enrols once.
      if (entered.has(journey.id) || !triggerMatches(trigger.type, trigger.settings, change)) continue;
      entered.add(journey.id);
      await enrol(tx, journey, ev.contactIds, ev.kind);
    }
  });
}

/** Undispatched facts, oldest first, from the pending index (the dispatch queue call was missed). */
export async function sweepEvents(db: Db): Promise<void> {
  const pending = await db.select({ id: journeyEvents.id }).from(journeyEvents).where(isNull(journeyEvents.dispatchedAt)).orderBy(asc(journeyEvents.id)).limit(500);
  for (const e of pending) await dispatchEvent(db, e.id);
}

/** Queues the dispatcher inside the fact's transaction; null when pg-boss is not ready here (the sweep then takes it). */
export const queueDispatch = (tx: Tx, eventId: number) => sendJobIn(tx, journeyDispatchJob, { event_id: eventId });
