import "server-only";
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, sequenceMessages, sequenceSubscribers, sequences } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { isForeignOnly, targetWhere } from "@/lib/contacts/bulk-target";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { nextOrdering } from "@/lib/http/reorder";
import { checkMergeFields } from "@/lib/merge-fields/render";
import { sanitizeRichText, isBlankRichText } from "@/lib/rich-text/sanitize";
import { MAX_MESSAGES, SEQUENCE_MSG, SMS_MAX, type DelayUnit, type MessageKind, type SubscriberStatus } from "./constants";
import { sequenceAssets, sequenceOrderable } from "./dashboard";
import { prepareSequenceQueues, replan } from "./engine";
import type { MessageInput, SequenceListQuery, SequenceMessage, SequenceRow, SequenceSettingsInput, SequenceSubscriberRow } from "./schemas";

type LocCtx = Pick<Ctx, "locationId">;
type Sequence = typeof sequences.$inferSelect;
type Message = typeof sequenceMessages.$inferSelect;
const tx$ = (t: unknown) => t as Db;
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const counts = {
  // Qualified by hand: inside a subquery drizzle may print a bare "id", which would name the subquery's own.
  messages: sql<number>`(select count(*)::int from sequence_messages m where m.sequence_id = sequences.id)`,
  subscribers: sql<number>`(select count(*)::int from sequence_subscribers s where s.sequence_id = sequences.id and s.status = 'active')`,
};

function toRow(s: Sequence & { messages: number; subscribers: number }): SequenceRow {
  return {
    id: s.id, title: s.title, folder_id: s.folderId, ordering: s.ordering, thumbnail: s.thumbnail, window_start: s.windowStart, window_end: s.windowEnd, timezone: s.timezone,
    stop_on_reply: s.stopOnReply, messages: Number(s.messages), subscribers: Number(s.subscribers), updated_at: new Date(s.updatedAt).toISOString(),
  };
}

/** The location's sequence, or 404 (another location's id included). */
export async function ownSequence(db: Db, ctx: LocCtx, id: number, lock = false): Promise<Sequence> {
  const q = db.select().from(sequences).where(and(eq(sequences.id, id), eq(sequences.locationId, ctx.locationId)));
  const [s] = lock ? await q.for("update") : await q;
  if (!s) throw notFound("Sequence");
  return s;
}

/** The location's sequence, or undefined (journeys' sequence steps). */
export async function findSequence(db: Db, locationId: number, id: number): Promise<Sequence | undefined> {
  return (await db.select().from(sequences).where(and(eq(sequences.id, id), eq(sequences.locationId, locationId))))[0];
}

export async function sequenceRow(db: Db, ctx: LocCtx, id: number): Promise<SequenceRow> {
  const [s] = await db.select({ s: sequences, ...counts }).from(sequences).where(and(eq(sequences.id, id), eq(sequences.locationId, ctx.locationId)));
  if (!s) throw notFound("Sequence");
  return toRow({ ...s.s, messages: s.messages, subscribers: s.subscribers });
}

/** GET /sequence/list-all: a dashboard page (6, ordering desc, folder_id 0 = main). */
export async function listSequences(db: Db, ctx: LocCtx, q: SequenceListQuery) {
  const page = await listAssets(db, ctx, sequenceAssets, q, {
    sorts: { ordering: sequences.ordering, title: sequences.title, created_at: sequences.createdAt },
    select: (__total) => db.select({ s: sequences, ...counts, __total }).from(sequences).$dynamic(),
  });
  return { ...page, data: page.data.map((r) => toRow({ ...r.s, messages: r.messages, subscribers: r.subscribers })) };
}

/** GET /sequence/lists: every sequence for pickers. */
export async function listSequencePicker(db: Db, ctx: LocCtx) {
  const rows = await listAllAssets(db, ctx, sequenceAssets);
  return { data: rows.map((r) => ({ id: r.id, title: r.name })) };
}

/** A window is both ends or neither. */
function checkWindow(start: string | null | undefined, end: string | null | undefined) {
  if (!!start !== !!end) throw validationError({ [start ? "window_end" : "window_start"]: ["A send window needs both a start and an end."] });
}

export async function createSequence(db: Db, ctx: Ctx, input: { title: string } & SequenceSettingsInput) {
  const folderId = await checkAssetFolder(db, ctx, sequenceAssets, input.folder_id);
  checkWindow(input.window_start, input.window_end);
  const [row] = await db
    .insert(sequences)
    .values({
      locationId: ctx.locationId, userId: ctx.userId, title: input.title, folderId, ordering: nextOrdering(sequenceOrderable, ctx.locationId),
      windowStart: input.window_start ?? null, windowEnd: input.window_end ?? null, timezone: input.timezone ?? "UTC", stopOnReply: input.stop_on_reply ?? false,
    })
    .returning({ id: sequences.id });
  return { status: 1, message: SEQUENCE_MSG.created, data: await sequenceRow(db, ctx, row.id) };
}

/** PATCH /sequence/{id}/update: settings; a changed window or zone re-plans the active subscribers. */
export async function updateSequence(db: Db, ctx: LocCtx, id: number, input: SequenceSettingsInput) {
  const folderId = input.folder_id === undefined ? undefined : await checkAssetFolder(db, ctx, sequenceAssets, input.folder_id);
  await prepareSequenceQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await ownSequence(tx, ctx, id, true);
    const start = input.window_start !== undefined ? input.window_start : s.windowStart;
    const end = input.window_end !== undefined ? input.window_end : s.windowEnd;
    checkWindow(start, end);
    const [next] = await tx
      .update(sequences)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}), ...(folderId !== undefined ? { folderId } : {}),
        windowStart: start, windowEnd: end, timezone: input.timezone ?? s.timezone, stopOnReply: input.stop_on_reply ?? s.stopOnReply, updatedAt: new Date(),
      })
      .where(eq(sequences.id, s.id))
      .returning();
    if (next.windowStart !== s.windowStart || next.windowEnd !== s.windowEnd || next.timezone !== s.timezone) await replan(tx, next);
  });
  return { status: 1, message: SEQUENCE_MSG.updated, data: await sequenceRow(db, ctx, id) };
}

export async function renameSequence(db: Db, ctx: LocCtx, id: number, title: string) {
  await renameAsset(db, ctx, sequenceAssets, id, title);
  return { status: 1, message: SEQUENCE_MSG.renamed };
}

/** A copy with the same settings and messages, no subscribers. */
export async function duplicateSequence(db: Db, ctx: Ctx, id: number) {
  const src = await findAsset<Sequence>(db, ctx, sequenceAssets, id);
  const newId = await db.transaction(async (t) => {
    const tx = tx$(t);
    const [copy] = await tx
      .insert(sequences)
      .values({
        locationId: ctx.locationId, userId: ctx.userId, title: copyName(sequenceAssets, src.title), folderId: src.folderId, ordering: nextOrdering(sequenceOrderable, ctx.locationId),
        windowStart: src.windowStart, windowEnd: src.windowEnd, timezone: src.timezone, stopOnReply: src.stopOnReply,
      })
      .returning({ id: sequences.id });
    const msgs = await tx.select().from(sequenceMessages).where(and(eq(sequenceMessages.sequenceId, id), eq(sequenceMessages.locationId, ctx.locationId)));
    if (msgs.length)
      await tx.insert(sequenceMessages).values(msgs.map((m) => ({ locationId: ctx.locationId, sequenceId: copy.id, position: m.position, kind: m.kind, subject: m.subject, body: m.body, delayAmount: m.delayAmount, delayUnit: m.delayUnit })));
    return copy.id;
  });
  return { status: 1, message: SEQUENCE_MSG.duplicated, data: await sequenceRow(db, ctx, newId) };
}

/** Deletes sequences with their messages, subscribers and sends; queued jobs then find nothing. */
export async function deleteSequences(db: Db, ctx: LocCtx, ids: number[]) {
  await deleteAssets(db, ctx, sequenceAssets, ids);
  return { status: 1, message: SEQUENCE_MSG.deleted };
}

// ---- Messages --------------------------------------------------------------------------------

async function messageRows(db: Db, seqId: number, only?: number): Promise<SequenceMessage[]> {
  const rows = await db
    .select({
      m: sequenceMessages,
      sent: sql<number>`(select count(*)::int from sequence_sends x where x.message_id = sequence_messages.id and x.key like 'm%' and x.status = 'sent')`,
      waiting: sql<number>`(select count(*)::int from sequence_subscribers s where s.next_message_id = sequence_messages.id and s.status = 'active')`,
    })
    .from(sequenceMessages)
    .where(and(eq(sequenceMessages.sequenceId, seqId), only ? eq(sequenceMessages.id, only) : undefined))
    .orderBy(asc(sequenceMessages.position), asc(sequenceMessages.id));
  return rows.map(({ m, sent, waiting }) => ({
    id: m.id, sequence_id: m.sequenceId, position: m.position, kind: m.kind as MessageKind, subject: m.subject, body: m.body,
    delay_amount: m.delayAmount, delay_unit: m.delayUnit as DelayUnit, sent: Number(sent), waiting: Number(waiting),
  }));
}

export async function listMessages(db: Db, ctx: LocCtx, id: number) {
  const s = await ownSequence(db, ctx, id);
  return { data: await messageRows(db, s.id) };
}

/** The kind's own rules: an email needs a subject and a body (sanitised HTML); an SMS ≤ 1,600 characters. */
async function checkMessage(db: Db, ctx: LocCtx, input: Omit<MessageInput, "position">) {
  const errors: Record<string, string[]> = {};
  if (input.kind === "email") {
    if (!input.subject?.trim()) errors.subject = ["The subject field is required."];
    if (isBlankRichText(input.body)) errors.body = ["The body field is required."];
  } else {
    if (!input.body.trim()) errors.body = ["The body field is required."];
    else if (input.body.length > SMS_MAX) errors.body = [`The body may not be greater than ${SMS_MAX} characters.`];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  await checkMergeFields(db, ctx.locationId, input.kind === "email" ? { subject: input.subject ?? "", body: input.body } : { body: input.body });
  return input.kind === "email"
    ? { kind: "email", subject: input.subject!.trim(), body: sanitizeRichText(input.body), delayAmount: input.delay_amount, delayUnit: input.delay_unit }
    : { kind: "sms", subject: null, body: input.body.trim(), delayAmount: input.delay_amount, delayUnit: input.delay_unit };
}

/** Rewrites positions 0..n-1 in the given order. */
async function renumber(tx: Db, ids: number[]) {
  for (const [i, mid] of ids.entries()) await tx.update(sequenceMessages).set({ position: i }).where(eq(sequenceMessages.id, mid));
}

/** POST /sequence/{id}/add-message: at `position` (default last); active subscribers are re-planned. */
export async function addMessage(db: Db, ctx: LocCtx, id: number, input: MessageInput) {
  await ownSequence(db, ctx, id);
  const values = await checkMessage(db, ctx, input);
  await prepareSequenceQueues();
  const newId = await db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await ownSequence(tx, ctx, id, true);
    const existing = await tx.select({ id: sequenceMessages.id }).from(sequenceMessages).where(eq(sequenceMessages.sequenceId, s.id)).orderBy(asc(sequenceMessages.position), asc(sequenceMessages.id));
    if (existing.length >= MAX_MESSAGES) throw validationError({ message_id: [`A sequence may not have more than ${MAX_MESSAGES} messages.`] });
    const [m] = await tx.insert(sequenceMessages).values({ locationId: ctx.locationId, sequenceId: s.id, position: existing.length, ...values }).returning({ id: sequenceMessages.id });
    const order = existing.map((e) => e.id);
    order.splice(Math.min(input.position ?? order.length, order.length), 0, m.id);
    await renumber(tx, order);
    await tx.update(sequences).set({ updatedAt: new Date() }).where(eq(sequences.id, s.id));
    await replan(tx, s);
    return m.id;
  });
  return { status: 1, message: SEQUENCE_MSG.messageSaved, data: (await messageRows(db, id, newId))[0] };
}

async function ownMessage(db: Db, ctx: LocCtx, seqId: number, messageId: number): Promise<Message> {
  const [m] = await db.select().from(sequenceMessages).where(and(eq(sequenceMessages.id, messageId), eq(sequenceMessages.sequenceId, seqId), eq(sequenceMessages.locationId, ctx.locationId)));
  if (!m) throw validationError({ message_id: ["The selected message id is invalid."] });
  return m;
}

/** PATCH /sequence/{id}/update-message: a changed delay re-plans the active subscribers. */
export async function updateMessage(db: Db, ctx: LocCtx, id: number, input: Omit<MessageInput, "position"> & { message_id: number }) {
  await ownSequence(db, ctx, id);
  await ownMessage(db, ctx, id, input.message_id);
  const values = await checkMessage(db, ctx, input);
  await prepareSequenceQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await ownSequence(tx, ctx, id, true);
    const m = await ownMessage(tx, ctx, s.id, input.message_id);
    await tx.update(sequenceMessages).set({ ...values, updatedAt: new Date() }).where(eq(sequenceMessages.id, m.id));
    if (m.delayAmount !== values.delayAmount || m.delayUnit !== values.delayUnit) await replan(tx, s);
  });
  return { status: 1, message: SEQUENCE_MSG.messageSaved, data: (await messageRows(db, id, input.message_id))[0] };
}

/** DELETE /sequence/{id}/delete-message: subscribers waiting on it are re-planned to the next one. */
export async function deleteMessage(db: Db, ctx: LocCtx, id: number, messageId: number) {
  await ownSequence(db, ctx, id);
  await prepareSequenceQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await ownSequence(tx, ctx, id, true);
    const m = await ownMessage(tx, ctx, s.id, messageId);
    await tx.delete(sequenceMessages).where(eq(sequenceMessages.id, m.id));
    const rest = await tx.select({ id: sequenceMessages.id }).from(sequenceMessages).where(eq(sequenceMessages.sequenceId, s.id)).orderBy(asc(sequenceMessages.position), asc(sequenceMessages.id));
    await renumber(tx, rest.map((r) => r.id));
    await replan(tx, s);
  });
  return { status: 1, message: SEQUENCE_MSG.messageDeleted };
}

/** PATCH /sequence/{id}/sort-messages: `ids` must be exactly the sequence's messages. */
export async function sortMessages(db: Db, ctx: LocCtx, id: number, ids: number[]) {
  await ownSequence(db, ctx, id);
  await prepareSequenceQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const s = await ownSequence(tx, ctx, id, true);
    const have = await tx.select({ id: sequenceMessages.id }).from(sequenceMessages).where(eq(sequenceMessages.sequenceId, s.id));
    const mine = new Set(have.map((h) => h.id));
    if (new Set(ids).size !== ids.length || ids.length !== mine.size || ids.some((i) => !mine.has(i)))
      throw validationError({ ids: ["The ids must be exactly the sequence's messages, each once."] });
    await renumber(tx, ids);
    await replan(tx, s);
  });
  return { status: 1, message: SEQUENCE_MSG.sorted, data: await messageRows(db, id) };
}

// ---- Subscribers ----------------------------------------------------------------------------

/** The location's sequences among `ids` (all of them, or 404). */
async function ownSequences(db: Db, ctx: LocCtx, ids: number[]): Promise<Sequence[]> {
  const want = [...new Set(ids)];
  const rows = await db.select().from(sequences).where(and(eq(sequences.locationId, ctx.locationId), inArray(sequences.id, want))).orderBy(asc(sequences.id));
  if (rows.length !== want.length) throw notFound("Sequence");
  return rows;
}

/**
 * Subscribes the location's live contacts matching `who` (a WHERE on contacts that includes the
 * location) to one sequence, inside the caller's transaction (queues must be prepared before it:
 * prepareSequenceQueues). A removed or stopped subscriber comes back from where they were; the
 * first message is planned from now. Answers how many joined. Journeys' add_to_sequence step
 * calls it too.
 */
export async function subscribeContacts(tx: Db, seq: Sequence, who: SQL, now = new Date()): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into sequence_subscribers (location_id, sequence_id, contact_id, created_at)
      select ${seq.locationId}, ${seq.id}, ${contacts.id}, ${now.toISOString()}::timestamptz from ${contacts}
      where ${who} and ${contacts.locationId} = ${seq.locationId} and ${contacts.deletedAt} is null
      on conflict (sequence_id, contact_id) do update set status = 'active', ended_at = null, created_at = excluded.created_at
        where sequence_subscribers.status in ('removed', 'stopped')
      returning id`),
  );
  await replan(tx, seq, rows.map((r) => r.id), now);
  return rows.length;
}

/** Ends the active subscriptions of the contacts matching `who` to the sequences (removed); their queued jobs do nothing. */
export async function unsubscribeContacts(tx: Db, locationId: number, sequenceIds: number[], who: SQL): Promise<number> {
  const gone = await tx
    .update(sequenceSubscribers)
    .set({ status: "removed", nextMessageId: null, nextAt: null, endedAt: new Date() })
    .where(
      and(
        eq(sequenceSubscribers.locationId, locationId),
        inArray(sequenceSubscribers.sequenceId, sequenceIds),
        inArray(sequenceSubscribers.contactId, tx.select({ id: contacts.id }).from(contacts).where(who)),
        eq(sequenceSubscribers.status, "active"),
      ),
    )
    .returning({ id: sequenceSubscribers.id });
  return gone.length;
}

/** The contacts one call names (none of the location's ids: 404, nothing enrolled). */
async function checkTarget(db: Db, ctx: LocCtx, t: BulkTarget) {
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(targetWhere(ctx, t));
  if (isForeignOnly(t, Number(n))) throw notFound("Contact");
}

/** POST /sequence/add-contact: the contacts (ids, or all matching the list's filters) join each sequence. */
export async function addContacts(db: Db, ctx: LocCtx, input: BulkTarget & { sequence_ids: number[] }) {
  const seqs = await ownSequences(db, ctx, input.sequence_ids);
  await checkTarget(db, ctx, input);
  await prepareSequenceQueues();
  const now = new Date();
  let added = 0;
  await db.transaction(async (t) => {
    for (const seq of seqs) added += await subscribeContacts(tx$(t), seq, targetWhere(ctx, input), now);
  });
  return { status: 1, message: SEQUENCE_MSG.added, count: added };
}

/** POST /sequence/remove-contact. */
export async function removeContacts(db: Db, ctx: LocCtx, input: BulkTarget & { sequence_ids: number[] }) {
  const seqs = await ownSequences(db, ctx, input.sequence_ids);
  await checkTarget(db, ctx, input);
  const n = await unsubscribeContacts(db, ctx.locationId, seqs.map((s) => s.id), targetWhere(ctx, input));
  return { status: 1, message: SEQUENCE_MSG.removed, count: n };
}

const fullName = sql<string>`trim(coalesce(${contacts.firstName}, '') || ' ' || coalesce(${contacts.lastName}, ''))`;
const sentCount = sql<number>`(select count(*)::int from sequence_sends x where x.subscriber_id = sequence_subscribers.id and x.status = 'sent')`;

/** GET /sequence/{id}/users: subscribers with their next message. */
export async function listSubscribers(db: Db, ctx: LocCtx, id: number, q: { page: number; per_page: number; status?: SubscriberStatus; search?: string }) {
  const s = await ownSequence(db, ctx, id);
  const term = q.search?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const page = await listPage(
    {
      tenant: eq(sequenceSubscribers.locationId, ctx.locationId),
      filters: [
        eq(sequenceSubscribers.sequenceId, s.id), q.status ? eq(sequenceSubscribers.status, q.status) : undefined,
        term ? or(ilike(contacts.firstName, `%${term}%`), ilike(contacts.lastName, `%${term}%`), ilike(contacts.email, `%${term}%`)) : undefined,
      ],
      sorts: { id: sequenceSubscribers.id }, sort: "id", direction: "desc", id: sequenceSubscribers.id, page: q.page, perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ sub: sequenceSubscribers, name: fullName, email: contacts.email, number: contacts.number, subject: sequenceMessages.subject, kind: sequenceMessages.kind, body: sequenceMessages.body, sent: sentCount, __total })
        .from(sequenceSubscribers)
        .innerJoin(contacts, eq(contacts.id, sequenceSubscribers.contactId))
        .leftJoin(sequenceMessages, eq(sequenceMessages.id, sequenceSubscribers.nextMessageId))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(sequenceSubscribers).innerJoin(contacts, eq(contacts.id, sequenceSubscribers.contactId)).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r): SequenceSubscriberRow => ({
      id: r.sub.id, contact_id: r.sub.contactId, name: r.name, email: r.email, number: r.number, status: r.sub.status as SubscriberStatus, sent: Number(r.sent),
      next_message_id: r.sub.nextMessageId, next_message: r.kind ? messageTitle({ kind: r.kind, subject: r.subject, body: r.body ?? "" }) : null,
      next_at: iso(r.sub.nextAt), last_sent_at: iso(r.sub.lastSentAt), created_at: r.sub.createdAt.toISOString(),
    })),
  };
}

export const messageTitle = (m: { kind: string; subject: string | null; body: string }) => (m.kind === "email" ? `Email: ${m.subject ?? ""}` : `SMS: ${m.body.slice(0, 60)}`);

/** DELETE /sequence/delete-user: subscribers by id (the location's, or 404), with their send history. */
export async function deleteSubscribers(db: Db, ctx: LocCtx, ids: number[]) {
  const want = [...new Set(ids)];
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const where = and(eq(sequenceSubscribers.locationId, ctx.locationId), inArray(sequenceSubscribers.id, want));
    const found = await tx.select({ id: sequenceSubscribers.id }).from(sequenceSubscribers).where(where).for("update");
    if (found.length !== want.length) throw notFound("Subscriber");
    await tx.delete(sequenceSubscribers).where(where);
  });
  return { status: 1, message: SEQUENCE_MSG.subscribersDeleted };
}

/** GET /contact/sequences: a contact's subscriptions, newest first. */
export async function contactSequences(db: Db, ctx: LocCtx, q: { contact_id: number; page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, q.contact_id), eq(contacts.locationId, ctx.locationId)));
  if (!c) throw notFound("Contact");
  const page = await listPage(
    { tenant: eq(sequenceSubscribers.locationId, ctx.locationId), filters: [eq(sequenceSubscribers.contactId, q.contact_id)], sorts: { id: sequenceSubscribers.id }, sort: "id", direction: "desc", id: sequenceSubscribers.id, page: q.page, perPage: q.per_page },
    (__total) => db.select({ sub: sequenceSubscribers, title: sequences.title, sent: sentCount, __total }).from(sequenceSubscribers).innerJoin(sequences, eq(sequences.id, sequenceSubscribers.sequenceId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(sequenceSubscribers).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map((r) => ({ id: r.sub.id, sequence_id: r.sub.sequenceId, title: r.title, status: r.sub.status as SubscriberStatus, sent: Number(r.sent), next_at: iso(r.sub.nextAt), created_at: r.sub.createdAt.toISOString() })),
  };
}


