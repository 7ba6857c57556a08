import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { broadcasts, contactGroups, contactStatuses, tags, type BroadcastAudience } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { checkMergeFields } from "@/lib/merge-fields/render";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { BROADCAST_MSG, BROADCAST_STATUS, type BroadcastChannel } from "./constants";
import { broadcastAssets } from "./dashboard";
import type { BroadcastDetail, BroadcastListQuery, BroadcastSave } from "./schemas";

export type BroadcastCtx = Pick<Ctx, "locationId" | "userId">;
type Row = typeof broadcasts.$inferSelect;

export const mine = (ctx: Pick<Ctx, "locationId">) => eq(broadcasts.locationId, ctx.locationId);

// Per broadcast, from its frozen recipients: sent, and opened by a person (machine opens apart).
const sentCount = sql<number>`(select count(*) from broadcast_recipients r where r.broadcast_id = ${broadcasts.id} and r.location_id = ${broadcasts.locationId} and r.state = 'sent')`.mapWith(Number);
const openedCount = sql<number>`(select count(*) from broadcast_recipients r where r.broadcast_id = ${broadcasts.id} and r.location_id = ${broadcasts.locationId} and r.state = 'sent'
  and exists (select 1 from email_events e where e.message_id = r.message_id and e.location_id = r.location_id and e.type = 'open' and not e.machine))`.mapWith(Number);

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummary(r: Row & { sent: number; opened: number }) {
  return {
    id: r.id, name: r.name, channel: r.channel as BroadcastChannel, subject: r.subject, status: r.status, folder_id: r.folderId,
    scheduled_at: iso(r.scheduledAt), resumes_at: iso(r.resumesAt), sent_at: iso(r.sentAt), total: r.total, sent: r.sent, opened: r.opened,
    created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
  };
}

/** The dashboard: 6 a page, newest first (order_by id), in a folder (0 = main) or all, type all / email / sms. */
export async function listBroadcasts(db: Db, ctx: Pick<Ctx, "locationId">, q: BroadcastListQuery) {
  const page = await listAssets(db, ctx, broadcastAssets, q, {
    sorts: { id: broadcasts.id, name: broadcasts.name, created_at: broadcasts.createdAt },
    filters: [q.type === "all" ? undefined : eq(broadcasts.channel, q.type)],
    select: (__total) => db.select({ ...rowColumns, sent: sentCount, opened: openedCount, __total }).from(broadcasts).$dynamic(),
  });
  return { ...page, data: page.data.map(toSummary) };
}

const rowColumns = {
  id: broadcasts.id, locationId: broadcasts.locationId, userId: broadcasts.userId, folderId: broadcasts.folderId, name: broadcasts.name,
  channel: broadcasts.channel, subject: broadcasts.subject, body: broadcasts.body, audience: broadcasts.audience, resendOf: broadcasts.resendOf,
  status: broadcasts.status, scheduledAt: broadcasts.scheduledAt, fannedOutAt: broadcasts.fannedOutAt, resumesAt: broadcasts.resumesAt,
  sentAt: broadcasts.sentAt, total: broadcasts.total, createdAt: broadcasts.createdAt, updatedAt: broadcasts.updatedAt,
};

/** One of the location's broadcasts, or 404. */
export function findBroadcast(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<Row> {
  return findAsset<Row>(db, ctx, broadcastAssets, id);
}

export async function broadcastDetails(db: Db, ctx: Pick<Ctx, "locationId">, id: number): Promise<BroadcastDetail> {
  const [r] = await db.select({ ...rowColumns, sent: sentCount, opened: openedCount }).from(broadcasts).where(and(eq(broadcasts.id, id), mine(ctx)));
  if (!r) throw notFound("Broadcast");
  return { ...toSummary(r), body: r.body, resend_of: r.resendOf, ...r.audience };
}

/** Groups and tags named by an audience must be the location's: another's is "invalid", as a typo is. */
async function checkAudience(db: Db, ctx: Pick<Ctx, "locationId">, a: BroadcastAudience) {
  const groupIds = [...new Set(a.group_ids)];
  const tagIds = [...new Set([...a.tag_ids, ...a.exclude_tag_ids])];
  if (groupIds.length) {
    const [{ n }] = await db.select({ n: count() }).from(contactGroups).where(and(eq(contactGroups.locationId, ctx.locationId), inArray(contactGroups.id, groupIds)));
    if (n !== groupIds.length) throw validationError({ group_ids: ["The selected group is invalid."] });
  }
  if (tagIds.length) {
    const found = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.locationId, ctx.locationId), inArray(tags.id, tagIds)));
    const ok = new Set(found.map((t) => t.id));
    if (a.tag_ids.some((t) => !ok.has(t))) throw validationError({ tag_ids: ["The selected tag is invalid."] });
    if (a.exclude_tag_ids.some((t) => !ok.has(t))) throw validationError({ exclude_tag_ids: ["The selected exclusion tag is invalid."] });
  }
}

/**
 * POST /broadcast/save: a new draft, or the named broadcast updated while it has not started
 * sending. Merge fields are checked now, so a broken one is refused when written, not when sent.
 * Subject, body and recipients may still be missing: send-broadcast requires them.
 */
export async function saveBroadcast(db: Db, ctx: BroadcastCtx, input: BroadcastSave) {
  const audience: BroadcastAudience = {
    group_ids: [...new Set(input.group_ids)], tag_ids: [...new Set(input.tag_ids)],
    statuses: [...new Set(input.statuses.map((s) => s.trim()).filter(Boolean))], exclude_tag_ids: [...new Set(input.exclude_tag_ids)],
  };
  await checkAudience(db, ctx, audience);
  const body = input.channel === "sms" ? input.body : sanitizeRichText(input.body);
  const subject = input.channel === "sms" ? "" : input.subject.trim();
  await checkMergeFields(db, ctx.locationId, { subject, body });
  const folderId = input.folder_id === undefined ? undefined : await checkAssetFolder(db, ctx, broadcastAssets, input.folder_id);
  const values = { name: input.name, channel: input.channel, subject, body, audience, updatedAt: new Date(), ...(folderId === undefined ? {} : { folderId }) };
  let id = input.id;
  if (id === undefined) {
    const [row] = await db.insert(broadcasts).values({ ...values, locationId: ctx.locationId, userId: ctx.userId }).returning({ id: broadcasts.id });
    id = row.id;
  } else {
    // Only a draft or a scheduled broadcast changes; once sending, its content and audience are fixed.
    const rows = await db
      .update(broadcasts)
      .set(values)
      .where(and(eq(broadcasts.id, id), mine(ctx), inArray(broadcasts.status, [BROADCAST_STATUS.draft, BROADCAST_STATUS.scheduled])))
      .returning({ id: broadcasts.id });
    if (!rows.length) {
      await findBroadcast(db, ctx, id);
      throw validationError({ id: [BROADCAST_MSG.alreadySent] });
    }
  }
  return { status: 1, message: BROADCAST_MSG.saved, data: await broadcastDetails(db, ctx, id) };
}

/** A draft copy: content, audience and folder; never its recipients or its send state. */
export async function duplicateBroadcast(db: Db, ctx: BroadcastCtx, id: number) {
  const r = await findBroadcast(db, ctx, id);
  const [row] = await db
    .insert(broadcasts)
    .values({ locationId: ctx.locationId, userId: ctx.userId, folderId: r.folderId, name: copyName(broadcastAssets, r.name), channel: r.channel, subject: r.subject, body: r.body, audience: r.audience })
    .returning({ id: broadcasts.id });
  return { status: 1, message: BROADCAST_MSG.duplicated, data: await broadcastDetails(db, ctx, row.id) };
}

export async function renameBroadcast(db: Db, ctx: BroadcastCtx, input: { id: number; name: string }) {
  await renameAsset(db, ctx, broadcastAssets, input.id, input.name);
  return { status: 1, message: BROADCAST_MSG.renamed };
}

/**
 * Deletes broadcasts, all or none: another location's id is a 404, and a broadcast that is
 * sending is a 422 (its job is mid-way; a scheduled one is simply never sent).
 */
export async function deleteBroadcasts(db: Db, ctx: BroadcastCtx, input: { ids: number[] }) {
  await deleteAssets(db, ctx, broadcastAssets, input.ids, async (tx, ids) => {
    const [sending] = await tx.select({ id: broadcasts.id }).from(broadcasts).where(and(mine(ctx), inArray(broadcasts.id, ids), eq(broadcasts.status, BROADCAST_STATUS.sending))).limit(1);
    if (sending) throw validationError({ ids: [BROADCAST_MSG.deleteSending] });
  });
  return { status: 1, message: BROADCAST_MSG.deleted };
}

/** What the editor's audience pickers offer: the location's groups, tags and status items. */
export async function audienceChoices(db: Db, ctx: Pick<Ctx, "locationId">) {
  const [groups, tagRows, statuses] = await Promise.all([
    db.select({ id: contactGroups.id, name: contactGroups.name }).from(contactGroups).where(eq(contactGroups.locationId, ctx.locationId)).orderBy(contactGroups.name),
    db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.locationId, ctx.locationId)).orderBy(tags.name),
    db.select({ value: contactStatuses.value, title: contactStatuses.title }).from(contactStatuses).where(eq(contactStatuses.locationId, ctx.locationId)).orderBy(contactStatuses.tab, contactStatuses.sort),
  ]);
  return { groups, tags: tagRows, statuses };
}
export type AudienceChoices = Awaited<ReturnType<typeof audienceChoices>>;
