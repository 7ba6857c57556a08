import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactStatuses, contacts, journeyActions, journeyHistories, journeyRuns, journeyTriggers, journeys, tags } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { nextOrdering } from "@/lib/http/reorder";
import { parseActionSettings } from "./actions";
import { ACTION_TYPES, isActionType, waitLabel, type ActionType } from "./action-types";
import { JOURNEY_MSG } from "./constants";
import { journeyAssets, journeyOrderable } from "./dashboard";
import { endRun, enrol, moveRunsPast, prepareJourneyQueues, resumeHeld } from "./engine";
import type { JourneyActionRow, JourneyDetail, JourneyListQuery, JourneyRun, JourneyHistoryRow } from "./schemas";
import { TRIGGERS, type TriggerType } from "./triggers";

type LocCtx = Pick<Ctx, "locationId">;
type Action = typeof journeyActions.$inferSelect;
const tx$ = (t: unknown) => t as Db;

/** Names of what steps and triggers point at (tags by id), for their titles. */
async function tagNames(db: Db, ctx: LocCtx): Promise<Map<number, string>> {
  const rows = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.locationId, ctx.locationId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function actionTitle(type: string, s: Record<string, unknown>, tagName: (id: number) => string | undefined): string {
  if (!isActionType(type)) return type;
  const label = ACTION_TYPES[type].label;
  switch (type) {
    case "send_email": return `${label}: ${String(s.subject ?? "")}`;
    case "send_sms": return `${label}: ${String(s.body ?? "").slice(0, 60)}`;
    case "wait": return `Wait ${waitLabel(s as { amount: number; unit: string })}`;
    case "add_tag": case "remove_tag": return `${label}: ${tagName(Number(s.tag_id)) ?? "deleted tag"}`;
    case "change_status": return `${label}: ${String(s.status ?? "")}`;
    case "webhook": return `${label}: ${(() => { try { return new URL(String(s.url)).host; } catch { return ""; } })()}`;
    default: return label;
  }
}

export function triggerTitle(type: string, s: Record<string, unknown>, tagName: (id: number) => string | undefined): string {
  const def = (TRIGGERS as Record<string, { label: string }>)[type];
  if (!def) return type;
  if ((type === "tag_added" || type === "tag_removed") && s.tag_id) return `${def.label}: ${tagName(Number(s.tag_id)) ?? "deleted tag"}`;
  if (type === "status_changed" && s.status) return `${def.label}: ${String(s.status)}`;
  return def.label;
}

const firstTrigger = (col: "type" | "settings") =>
  sql`(select ${sql.raw(`t.${col}`)} from ${journeyTriggers} t where t.journey_id = ${journeys.id} order by t.id limit 1)`;

/** A dashboard page of journeys (6, ordering desc; mode all, enabled or disabled; folder_id 0 = main). */
export async function listJourneys(db: Db, ctx: LocCtx, q: JourneyListQuery) {
  const names = await tagNames(db, ctx);
  const page = await listAssets(db, ctx, journeyAssets, q, {
    sorts: { ordering: journeys.ordering, name: journeys.name, created_at: journeys.createdAt },
    filters: [q.mode === "all" ? undefined : eq(journeys.enabled, q.mode === "enabled")],
    select: (__total) =>
      db
        .select({
          id: journeys.id, name: journeys.name, enabled: journeys.enabled, folderId: journeys.folderId, ordering: journeys.ordering, thumbnail: journeys.thumbnail, updatedAt: journeys.updatedAt,
          triggerType: sql<string | null>`${firstTrigger("type")}`,
          triggerSettings: sql<Record<string, unknown> | null>`${firstTrigger("settings")}`,
          steps: sql<number>`(select count(*)::int from ${journeyActions} a where a.journey_id = ${journeys.id})`,
          active: sql<number>`(select count(*)::int from ${journeyRuns} r where r.journey_id = ${journeys.id} and r.status = 'active')`,
          __total,
        })
        .from(journeys)
        .$dynamic(),
  });
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id, name: r.name, enabled: r.enabled, folder_id: r.folderId, ordering: r.ordering, thumbnail: r.thumbnail,
      trigger_type: r.triggerType, trigger_title: r.triggerType ? triggerTitle(r.triggerType, r.triggerSettings ?? {}, (id) => names.get(id)) : null,
      steps: Number(r.steps), active: Number(r.active), updated_at: new Date(r.updatedAt).toISOString(),
    })),
  };
}

/** The picker: each journey with its first step (action_type is that step's type). */
export async function listJourneyPicker(db: Db, ctx: LocCtx) {
  const rows = await listAllAssets(db, ctx, journeyAssets, { enabled: journeys.enabled });
  const ids = rows.map((r) => r.id);
  const firsts = ids.length
    ? await db
        .selectDistinctOn([journeyActions.journeyId], { journeyId: journeyActions.journeyId, type: journeyActions.type, settings: journeyActions.settings })
        .from(journeyActions)
        .where(and(eq(journeyActions.locationId, ctx.locationId), inArray(journeyActions.journeyId, ids), isNull(journeyActions.parentId)))
        .orderBy(journeyActions.journeyId, asc(journeyActions.position), asc(journeyActions.id))
    : [];
  const names = await tagNames(db, ctx);
  const first = new Map(firsts.map((f) => [f.journeyId, f]));
  return {
    data: rows.map((r) => {
      const f = first.get(r.id);
      return { id: r.id, name: r.name, enabled: r.enabled, action: f?.type ?? null, action_title: f ? actionTitle(f.type, f.settings, (id) => names.get(id)) : null, action_type: f?.type ?? null };
    }),
  };
}

async function ownJourney(db: Db, ctx: LocCtx, id: number, lock = false) {
  const q = db.select().from(journeys).where(and(eq(journeys.id, id), eq(journeys.locationId, ctx.locationId)));
  const [j] = lock ? await q.for("update") : await q;
  if (!j) throw notFound("Journey");
  return j;
}

/** The builder's whole journey: triggers, every step with its live counts, the runs by status. */
export async function journeyDetails(db: Db, ctx: LocCtx, id: number): Promise<JourneyDetail> {
  const j = await ownJourney(db, ctx, id);
  const [triggers, actions, waiting, done, runs, names] = await Promise.all([
    db.select().from(journeyTriggers).where(and(eq(journeyTriggers.journeyId, id), eq(journeyTriggers.locationId, ctx.locationId))).orderBy(asc(journeyTriggers.id)),
    db.select().from(journeyActions).where(and(eq(journeyActions.journeyId, id), eq(journeyActions.locationId, ctx.locationId))).orderBy(asc(journeyActions.position), asc(journeyActions.id)),
    db.select({ actionId: journeyRuns.currentActionId, n: count() }).from(journeyRuns).where(and(eq(journeyRuns.journeyId, id), eq(journeyRuns.status, "active"))).groupBy(journeyRuns.currentActionId),
    db.select({ actionId: journeyHistories.actionId, status: journeyHistories.status, n: count() }).from(journeyHistories).where(eq(journeyHistories.journeyId, id)).groupBy(journeyHistories.actionId, journeyHistories.status),
    db.select({ status: journeyRuns.status, n: count() }).from(journeyRuns).where(eq(journeyRuns.journeyId, id)).groupBy(journeyRuns.status),
    tagNames(db, ctx),
  ]);
  const tagName = (t: number) => names.get(t);
  const waitingBy = new Map(waiting.map((w) => [w.actionId, Number(w.n)]));
  const doneBy = (a: number, s: string) => Number(done.find((d) => d.actionId === a && d.status === s)?.n ?? 0);
  const runsBy = (s: string) => Number(runs.find((r) => r.status === s)?.n ?? 0);
  return {
    id: j.id, name: j.name, enabled: j.enabled, reentry: j.reentry, folder_id: j.folderId,
    triggers: triggers.map((t) => ({ id: t.id, journey_id: t.journeyId, type: t.type, title: triggerTitle(t.type, t.settings, tagName), settings: t.settings })),
    actions: actions.map((a) => toActionRow(a, tagName, { waiting: waitingBy.get(a.id) ?? 0, done: doneBy(a.id, "done"), skipped: doneBy(a.id, "skipped"), failed: doneBy(a.id, "failed") })),
    runs: { active: runsBy("active"), completed: runsBy("completed"), terminated: runsBy("terminated"), failed: runsBy("failed") },
  };
}

/** A step as the API answers it; a webhook's signing secret is shown to the coach who set it up. */
function toActionRow(a: Action, tagName: (id: number) => string | undefined, counts: JourneyActionRow["counts"]): JourneyActionRow {
  return { id: a.id, journey_id: a.journeyId, parent_id: a.parentId, branch: a.branch as JourneyActionRow["branch"], position: a.position, type: a.type, title: actionTitle(a.type, a.settings, tagName), settings: a.settings, counts };
}

/** A new journey, off, first on the dashboard. */
export async function createJourney(db: Db, ctx: Ctx, input: { name: string; folder_id?: number }) {
  const folderId = await checkAssetFolder(db, ctx, journeyAssets, input.folder_id);
  const [row] = await db
    .insert(journeys)
    .values({ locationId: ctx.locationId, userId: ctx.userId, name: input.name, folderId, ordering: nextOrdering(journeyOrderable, ctx.locationId) })
    .returning({ id: journeys.id });
  return { status: 1, message: JOURNEY_MSG.created, data: await journeyDetails(db, ctx, row.id) };
}

export async function renameJourney(db: Db, ctx: LocCtx, id: number, name: string) {
  await renameAsset(db, ctx, journeyAssets, id, name);
  return { status: 1, message: JOURNEY_MSG.renamed };
}

/** A disabled copy with the same triggers and steps and no contacts. */
export async function duplicateJourney(db: Db, ctx: Ctx, id: number) {
  const src = await findAsset<typeof journeys.$inferSelect>(db, ctx, journeyAssets, id);
  const newId = await db.transaction(async (t) => {
    const tx = tx$(t);
    const [copy] = await tx
      .insert(journeys)
      .values({ locationId: ctx.locationId, userId: ctx.userId, name: copyName(journeyAssets, src.name), enabled: false, reentry: src.reentry, folderId: src.folderId, ordering: nextOrdering(journeyOrderable, ctx.locationId) })
      .returning({ id: journeys.id });
    const triggers = await tx.select().from(journeyTriggers).where(and(eq(journeyTriggers.journeyId, id), eq(journeyTriggers.locationId, ctx.locationId)));
    if (triggers.length) await tx.insert(journeyTriggers).values(triggers.map((x) => ({ locationId: ctx.locationId, journeyId: copy.id, type: x.type, settings: x.settings })));
    // Parents were created before their children, so in id order every parent is copied first.
    const actions = await tx.select().from(journeyActions).where(and(eq(journeyActions.journeyId, id), eq(journeyActions.locationId, ctx.locationId))).orderBy(asc(journeyActions.id));
    const ids = new Map<number, number>();
    for (const a of actions) {
      const settings = a.type === "webhook" ? { ...a.settings, secret: randomBytes(24).toString("hex") } : a.settings;
      const [n] = await tx
        .insert(journeyActions)
        .values({ locationId: ctx.locationId, journeyId: copy.id, parentId: a.parentId ? ids.get(a.parentId)! : null, branch: a.branch, position: a.position, type: a.type, settings })
        .returning({ id: journeyActions.id });
      ids.set(a.id, n.id);
    }
    return copy.id;
  });
  return { status: 1, message: JOURNEY_MSG.duplicated, data: await journeyDetails(db, ctx, newId) };
}

/** Deletes journeys with their runs and history; their queued steps then find nothing to do. */
export async function deleteJourneys(db: Db, ctx: LocCtx, ids: number[]) {
  await deleteAssets(db, ctx, journeyAssets, ids);
  return { status: 1, message: JOURNEY_MSG.deleted };
}

/** On or off (and re-entry). On again: every run held while it was off goes on from its step. */
export async function changeJourneyStatus(db: Db, ctx: LocCtx, id: number, input: { status: boolean; reentry?: boolean }) {
  await prepareJourneyQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const j = await ownJourney(tx, ctx, id, true);
    await tx.update(journeys).set({ enabled: input.status, ...(input.reentry !== undefined ? { reentry: input.reentry } : {}), updatedAt: new Date() }).where(eq(journeys.id, j.id));
    if (input.status) await resumeHeld(tx, j.id);
  });
  return { status: 1, message: input.status ? JOURNEY_MSG.enabled : JOURNEY_MSG.disabled };
}

/** Contacts named by id enter now (an enabled journey only; another location's contacts are a 404). */
export async function startJourney(db: Db, ctx: LocCtx, input: { journey_id: number; contact_ids: number[] }) {
  await prepareJourneyQueues();
  const enrolled = await db.transaction(async (t) => {
    const tx = tx$(t);
    const j = await ownJourney(tx, ctx, input.journey_id, true);
    if (!j.enabled) throw validationError({ journey_id: [JOURNEY_MSG.startDisabled] });
    const [{ n }] = await tx.select({ n: count() }).from(contacts).where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, input.contact_ids), isNull(contacts.deletedAt)));
    if (!n) throw notFound("Contact");
    return enrol(tx, j, input.contact_ids, "manual");
  });
  return { status: 1, message: JOURNEY_MSG.queued, enrolled };
}

/** The contacts' active runs end as terminated; their queued steps find nothing to do. */
export async function terminateJourney(db: Db, ctx: LocCtx, input: { journey_id: number; contact_ids: number[] }) {
  const terminated = await db.transaction(async (t) => {
    const tx = tx$(t);
    await ownJourney(tx, ctx, input.journey_id);
    const runs = await tx
      .select()
      .from(journeyRuns)
      .where(and(eq(journeyRuns.locationId, ctx.locationId), eq(journeyRuns.journeyId, input.journey_id), eq(journeyRuns.status, "active"), inArray(journeyRuns.contactId, input.contact_ids)))
      .for("update");
    for (const run of runs) await endRun(tx, run, "terminated", "Terminated by hand");
    return runs.length;
  });
  return { status: 1, message: JOURNEY_MSG.terminated, terminated };
}

async function checkTriggerSettings(db: Db, ctx: LocCtx, type: TriggerType, raw: unknown): Promise<Record<string, unknown>> {
  const parsed = TRIGGERS[type].settings.safeParse(raw ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) {
      const given = (raw as Record<string, unknown> | undefined)?.[String(i.path[0])];
      (errors[["settings", ...i.path].join(".")] ??= []).push(i.code === "invalid_type" && given === undefined ? `The ${String(i.path.at(-1)).replace(/_/g, " ")} field is required.` : i.message);
    }
    throw validationError(errors);
  }
  const s = parsed.data as Record<string, unknown>;
  if (s.tag_id) {
    const [tag] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.id, Number(s.tag_id)), eq(tags.locationId, ctx.locationId)));
    if (!tag) throw validationError({ "settings.tag_id": ["The selected tag id is invalid."] });
  }
  if (s.status) {
    const [st] = await db.select({ v: contactStatuses.value }).from(contactStatuses).where(and(eq(contactStatuses.locationId, ctx.locationId), sql`lower(${contactStatuses.value}) = ${String(s.status).toLowerCase()}`));
    if (!st) throw validationError({ "settings.status": ["The selected status is invalid."] });
    s.status = st.v;
  }
  return s;
}

export async function createTrigger(db: Db, ctx: LocCtx, journeyId: number, input: { type: TriggerType; settings?: Record<string, unknown> }) {
  await prepareJourneyQueues();
  const j = await ownJourney(db, ctx, journeyId);
  const settings = await checkTriggerSettings(db, ctx, input.type, input.settings);
  const [row] = await db.insert(journeyTriggers).values({ locationId: ctx.locationId, journeyId: j.id, type: input.type, settings }).returning();
  const names = await tagNames(db, ctx);
  return { status: 1, message: JOURNEY_MSG.triggerSaved, data: { id: row.id, journey_id: row.journeyId, type: row.type, title: triggerTitle(row.type, row.settings, (i) => names.get(i)), settings: row.settings } };
}

async function ownTrigger(db: Db, ctx: LocCtx, id: number) {
  const [t] = await db.select().from(journeyTriggers).where(and(eq(journeyTriggers.id, id), eq(journeyTriggers.locationId, ctx.locationId)));
  if (!t) throw notFound("Journey trigger");
  return t;
}

export async function updateTrigger(db: Db, ctx: LocCtx, id: number, input: { settings?: Record<string, unknown> }) {
  const t = await ownTrigger(db, ctx, id);
  const settings = await checkTriggerSettings(db, ctx, t.type as TriggerType, input.settings);
  const [row] = await db.update(journeyTriggers).set({ settings, updatedAt: new Date() }).where(and(eq(journeyTriggers.id, id), eq(journeyTriggers.locationId, ctx.locationId))).returning();
  const names = await tagNames(db, ctx);
  return { status: 1, message: JOURNEY_MSG.triggerSaved, data: { id: row.id, journey_id: row.journeyId, type: row.type, title: triggerTitle(row.type, row.settings, (i) => names.get(i)), settings: row.settings } };
}

export async function deleteTrigger(db: Db, ctx: LocCtx, id: number) {
  const rows = await db.delete(journeyTriggers).where(and(eq(journeyTriggers.id, id), eq(journeyTriggers.locationId, ctx.locationId))).returning({ id: journeyTriggers.id });
  if (!rows.length) throw notFound("Journey trigger");
  return { status: 1, message: JOURNEY_MSG.triggerDeleted };
}

async function ownAction(db: Db, ctx: LocCtx, id: number, lock = false) {
  const q = db.select().from(journeyActions).where(and(eq(journeyActions.id, id), eq(journeyActions.locationId, ctx.locationId)));
  const [a] = lock ? await q.for("update") : await q;
  if (!a) throw notFound("Journey action");
  return a;
}

async function stepRow(db: Db, ctx: LocCtx, a: Action) {
  const names = await tagNames(db, ctx);
  return toActionRow(a, (i) => names.get(i), { waiting: 0, done: 0, skipped: 0, failed: 0 });
}

/**
 * A new step at `position` in the root or in a condition's branch (the parent must be a condition
 * of this journey, and the branch yes or no). Later siblings move down one.
 */
export async function createAction(db: Db, ctx: LocCtx, journeyId: number, input: { type: ActionType; settings?: Record<string, unknown>; parent_id?: number | null; branch?: "yes" | "no" | null; position?: number }) {
  const j = await ownJourney(db, ctx, journeyId);
  const parentId = input.parent_id ?? null;
  if (parentId !== null) {
    const [parent] = await db.select({ type: journeyActions.type }).from(journeyActions).where(and(eq(journeyActions.id, parentId), eq(journeyActions.journeyId, j.id), eq(journeyActions.locationId, ctx.locationId)));
    if (!parent || parent.type !== "condition") throw validationError({ parent_id: ["The parent must be a condition of this journey."] });
    if (!input.branch) throw validationError({ branch: ["The branch field is required."] });
  } else if (input.branch) throw validationError({ branch: ["A branch needs a condition as parent."] });
  const branch = parentId === null ? null : input.branch!;
  const settings = await parseActionSettings(db, ctx.locationId, input.type, input.settings);
  if (input.type === "webhook") settings.secret = randomBytes(24).toString("hex");
  const row = await db.transaction(async (t) => {
    const tx = tx$(t);
    await ownJourney(tx, ctx, j.id, true);
    const sameBranch = and(eq(journeyActions.journeyId, j.id), parentId === null ? isNull(journeyActions.parentId) : eq(journeyActions.parentId, parentId), branch === null ? isNull(journeyActions.branch) : eq(journeyActions.branch, branch));
    const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${journeyActions.position}), -1)::int` }).from(journeyActions).where(sameBranch);
    const position = input.position === undefined || input.position > max ? max + 1 : input.position;
    if (position <= max) await tx.update(journeyActions).set({ position: sql`${journeyActions.position} + 1` }).where(and(sameBranch, sql`${journeyActions.position} >= ${position}`));
    const [r] = await tx.insert(journeyActions).values({ locationId: ctx.locationId, journeyId: j.id, parentId, branch, position, type: input.type, settings }).returning();
    await tx.update(journeys).set({ updatedAt: new Date() }).where(eq(journeys.id, j.id));
    return r;
  });
  return { status: 1, message: JOURNEY_MSG.actionSaved, data: await stepRow(db, ctx, row) };
}

export async function updateAction(db: Db, ctx: LocCtx, id: number, input: { settings?: Record<string, unknown> }) {
  const a = await ownAction(db, ctx, id);
  if (!isActionType(a.type)) throw notFound("Journey action");
  const settings = await parseActionSettings(db, ctx.locationId, a.type, input.settings);
  // The signing secret is the step's, not the form's: it stays.
  if (a.type === "webhook") settings.secret = a.settings.secret ?? randomBytes(24).toString("hex");
  const [row] = await db.update(journeyActions).set({ settings, updatedAt: new Date() }).where(and(eq(journeyActions.id, id), eq(journeyActions.locationId, ctx.locationId))).returning();
  return { status: 1, message: JOURNEY_MSG.actionSaved, data: await stepRow(db, ctx, row) };
}

/** Deletes a step (a condition with its branches); runs waiting on any of them move to the next step. */
export async function deleteAction(db: Db, ctx: LocCtx, id: number) {
  await prepareJourneyQueues();
  await db.transaction(async (t) => {
    const tx = tx$(t);
    const a = await ownAction(tx, ctx, id, true);
    const subtree = (await tx.execute(sql`
      with recursive sub(id) as (select ${a.id}::int union all select c.id from ${journeyActions} c join sub on c.parent_id = sub.id)
      select id from sub`)) as unknown as { rows?: { id: number }[] } | { id: number }[];
    const ids = ("rows" in subtree ? subtree.rows! : (subtree as { id: number }[])).map((r) => Number(r.id));
    await moveRunsPast(tx, a, ids);
    await tx.delete(journeyActions).where(and(eq(journeyActions.id, a.id), eq(journeyActions.locationId, ctx.locationId)));
  });
  return { status: 1, message: JOURNEY_MSG.actionDeleted };
}

/** A condition's two branches, each in order. */
export async function conditionActions(db: Db, ctx: LocCtx, id: number) {
  const c = await ownAction(db, ctx, id);
  if (c.type !== "condition") throw notFound("Journey condition");
  const names = await tagNames(db, ctx);
  const rows = await db.select().from(journeyActions).where(and(eq(journeyActions.parentId, c.id), eq(journeyActions.locationId, ctx.locationId))).orderBy(asc(journeyActions.position), asc(journeyActions.id));
  const zero = { waiting: 0, done: 0, skipped: 0, failed: 0 };
  return { yes: rows.filter((r) => r.branch === "yes").map((r) => toActionRow(r, (i) => names.get(i), zero)), no: rows.filter((r) => r.branch === "no").map((r) => toActionRow(r, (i) => names.get(i), zero)) };
}

/** One step with its live counts. */
export async function refreshAction(db: Db, ctx: LocCtx, id: number) {
  const a = await ownAction(db, ctx, id);
  const [[w], done] = await Promise.all([
    db.select({ n: count() }).from(journeyRuns).where(and(eq(journeyRuns.currentActionId, a.id), eq(journeyRuns.status, "active"))),
    db.select({ status: journeyHistories.status, n: count() }).from(journeyHistories).where(eq(journeyHistories.actionId, a.id)).groupBy(journeyHistories.status),
  ]);
  const by = (s: string) => Number(done.find((d) => d.status === s)?.n ?? 0);
  const names = await tagNames(db, ctx);
  return { data: toActionRow(a, (i) => names.get(i), { waiting: Number(w.n), done: by("done"), skipped: by("skipped"), failed: by("failed") }) };
}

const fullName = sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`;

/** The journey's runs (Users tab), newest first, by status. */
export async function listRuns(db: Db, ctx: LocCtx, journeyId: number, q: { status?: string; page: number; per_page: number }) {
  await ownJourney(db, ctx, journeyId);
  const names = await tagNames(db, ctx);
  const actions = await db.select().from(journeyActions).where(and(eq(journeyActions.journeyId, journeyId), eq(journeyActions.locationId, ctx.locationId)));
  const title = (id: number | null) => {
    const a = id ? actions.find((x) => x.id === id) : undefined;
    return a ? actionTitle(a.type, a.settings, (i) => names.get(i)) : null;
  };
  const page = await listPage(
    { tenant: eq(journeyRuns.locationId, ctx.locationId), filters: [eq(journeyRuns.journeyId, journeyId), q.status ? eq(journeyRuns.status, q.status) : undefined], sorts: { id: journeyRuns.id }, sort: "id", direction: "desc", id: journeyRuns.id, page: q.page, perPage: q.per_page },
    (__total) => db.select({ run: journeyRuns, name: fullName, email: contacts.email, __total }).from(journeyRuns).innerJoin(contacts, eq(contacts.id, journeyRuns.contactId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(journeyRuns).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ run: r, name, email }): JourneyRun => ({
      id: r.id, contact_id: r.contactId, name, email, status: r.status as JourneyRun["status"], current_action_id: r.currentActionId, current_step: title(r.currentActionId),
      resume_at: r.resumeAt?.toISOString() ?? null, held: r.held, source: r.source, started_at: r.startedAt.toISOString(), ended_at: r.endedAt?.toISOString() ?? null,
    })),
  };
}

/** The journey's history, newest first; one contact's or one run's when asked. */
export async function listHistories(db: Db, ctx: LocCtx, journeyId: number, q: { contact_id?: number; run_id?: number; page: number; per_page: number }) {
  await ownJourney(db, ctx, journeyId);
  const page = await listPage(
    {
      tenant: eq(journeyHistories.locationId, ctx.locationId),
      filters: [eq(journeyHistories.journeyId, journeyId), q.contact_id ? eq(journeyHistories.contactId, q.contact_id) : undefined, q.run_id ? eq(journeyHistories.runId, q.run_id) : undefined],
      sorts: { id: journeyHistories.id }, sort: "id", direction: "desc", id: journeyHistories.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ h: journeyHistories, name: fullName, __total }).from(journeyHistories).innerJoin(contacts, eq(contacts.id, journeyHistories.contactId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(journeyHistories).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ h, name }): JourneyHistoryRow => ({ id: h.id, run_id: h.runId, contact_id: h.contactId, name, action_id: h.actionId, type: h.type, status: h.status, message: h.message, created_at: h.createdAt.toISOString() })),
  };
}

/** A contact's journeys (the profile), newest run first. */
export async function contactJourneys(db: Db, ctx: LocCtx, q: { contact_id: number; page: number; per_page: number }) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, q.contact_id), eq(contacts.locationId, ctx.locationId)));
  if (!c) throw notFound("Contact");
  const names = await tagNames(db, ctx);
  const page = await listPage(
    { tenant: eq(journeyRuns.locationId, ctx.locationId), filters: [eq(journeyRuns.contactId, q.contact_id)], sorts: { id: journeyRuns.id }, sort: "id", direction: "desc", id: journeyRuns.id, page: q.page, perPage: q.per_page },
    (__total) =>
      db
        .select({ run: journeyRuns, name: journeys.name, actionType: journeyActions.type, actionSettings: journeyActions.settings, __total })
        .from(journeyRuns)
        .innerJoin(journeys, eq(journeys.id, journeyRuns.journeyId))
        .leftJoin(journeyActions, eq(journeyActions.id, journeyRuns.currentActionId))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(journeyRuns).where(where))[0].n,
  );
  return {
    ...page,
    data: page.data.map(({ run: r, name, actionType, actionSettings }) => ({
      id: r.id, journey_id: r.journeyId, name, status: r.status as JourneyRun["status"], current_step: actionType ? actionTitle(actionType, actionSettings ?? {}, (i) => names.get(i)) : null,
      started_at: r.startedAt.toISOString(), ended_at: r.endedAt?.toISOString() ?? null,
    })),
  };
}

