import "server-only";
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactPlaybooks, contacts, playbookLoginTokens, playbooks, playbookStepProgress, playbookSteps } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { recordActivity } from "@/lib/activity/record";
import type { BulkTarget } from "@/lib/contacts/bulk-schemas";
import { targetWhere } from "@/lib/contacts/bulk-target";
import { appUrl } from "@/lib/auth/app-url";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { sendEmail } from "@/lib/platform/email/send";
import { LOGIN_TOKEN_TTL_SECONDS, PLAYBOOK_MSG } from "./constants";
import type { AssignBody } from "./schemas";
import { mine } from "./service";

type LocCtx = Pick<Ctx, "locationId" | "userId">;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * Every playbook must be this location's, and so must every named contact (live); else 404 and
 * nothing written. "All matching" names no ids: it is the list's own filter (targetWhere).
 */
async function checkOwned(db: Db, ctx: LocCtx, playbookIds: number[], target: BulkTarget) {
  const contactIds = target.all ? [] : [...new Set(target.contact_ids ?? [])];
  const [[p], [c]] = await Promise.all([
    db.select({ n: count() }).from(playbooks).where(and(mine(ctx), inArray(playbooks.id, playbookIds))),
    contactIds.length ? db.select({ n: count() }).from(contacts).where(targetWhere(ctx, { contact_ids: contactIds })) : [{ n: 0 }],
  ]);
  if (p.n !== playbookIds.length) throw notFound("Playbook");
  if (c.n !== contactIds.length) throw notFound("Contact");
}

/**
 * A single-use sign-in link for one contact and playbook (the portal posts the token to
 * /auth/login-with-playbook-token); only its hash is stored. Mailed as the location's email,
 * so the location's and the contact's email switches apply.
 */
async function mailLink(db: Db, ctx: LocCtx, playbook: { id: number; title: string }, contact: { id: number; email: string | null; firstName: string; lastName: string }) {
  if (!contact.email) return false;
  const token = newToken();
  await db.insert(playbookLoginTokens).values({
    locationId: ctx.locationId,
    playbookId: playbook.id,
    contactId: contact.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_SECONDS * 1000),
  });
  // The portal's link page posts it to /auth/login-with-playbook-token, which signs the contact in on this playbook.
  const link = `${appUrl()}/portal/sign-in?playbook_token=${encodeURIComponent(token)}&playbook_id=${playbook.id}`;
  const name = fullName(contact) || "there";
  await sendEmail(db, {
    to: contact.email,
    subject: `Your playbook: ${playbook.title}`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your coach shared the playbook <strong>${escapeHtml(playbook.title)}</strong> with you.</p><p><a href="${link}">Open ${escapeHtml(playbook.title)}</a></p><p>The link signs you in once and works for 7 days.</p>`,
    text: `Hi ${name},\n\nYour coach shared the playbook "${playbook.title}" with you.\nOpen it: ${link}\n\nThe link signs you in once and works for 7 days.`,
    kind: "location",
    sensitive: true,
    userId: ctx.userId,
    contactId: contact.id,
    locationId: ctx.locationId,
  });
  return true;
}

/**
 * Assigns every playbook to every contact the selection names, "all matching" included (pairs
 * already assigned keep their dates), one INSERT … SELECT a playbook, and mails each new pair its link.
 */
export async function sendToContacts(db: Db, ctx: LocCtx, body: AssignBody) {
  const playbookIds = [...new Set(body.playbook_ids)];
  await checkOwned(db, ctx, playbookIds, body);
  const where = targetWhere(ctx, body);
  const added: { playbookId: number; contactId: number }[] = [];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const playbookId of playbookIds) {
      const rows = await tx
        .insert(contactPlaybooks)
        .select(
          tx
            // insert … select takes every column, in the table's order.
            .select({
              id: sql<number>`nextval(pg_get_serial_sequence('contact_playbooks', 'id'))::int`.as("id"),
              locationId: contacts.locationId, playbookId: sql<number>`${playbookId}::int`.as("playbook_id"), contactId: contacts.id,
              userId: sql<number>`${ctx.userId}::int`.as("user_id"), startedAt: sql<Date | null>`null::timestamptz`.as("started_at"),
              completedAt: sql<Date | null>`null::timestamptz`.as("completed_at"), createdAt: sql<Date>`now()`.as("created_at"), updatedAt: sql<Date>`now()`.as("updated_at"),
            })
            .from(contacts)
            .where(where),
        )
        .onConflictDoNothing({ target: [contactPlaybooks.playbookId, contactPlaybooks.contactId] })
        .returning({ playbookId: contactPlaybooks.playbookId, contactId: contactPlaybooks.contactId });
      added.push(...rows);
    }
  });
  // Mail after the rows are in (record first, then queue).
  if (added.length) {
    const [pbs, cts] = await Promise.all([
      db.select({ id: playbooks.id, title: playbooks.title }).from(playbooks).where(and(mine(ctx), inArray(playbooks.id, playbookIds))),
      db.select({ id: contacts.id, email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts).where(and(eq(contacts.locationId, ctx.locationId), inArray(contacts.id, [...new Set(added.map((a) => a.contactId))]))),
    ]);
    for (const a of added) {
      const p = pbs.find((x) => x.id === a.playbookId)!;
      const c = cts.find((x) => x.id === a.contactId)!;
      await mailLink(db, ctx, p, c);
      await recordActivity(db, { locationId: ctx.locationId, module: "playbooks", action: "sent", title: `Playbook “${p.title}” sent to ${fullName(c) || "a contact"}`, userId: ctx.userId, contactId: c.id, data: { playbook_id: p.id } });
    }
  }
  return { status: 1, message: PLAYBOOK_MSG.sent };
}

export async function restrictFromContacts(db: Db, ctx: LocCtx, body: AssignBody) {
  const playbookIds = [...new Set(body.playbook_ids)];
  await checkOwned(db, ctx, playbookIds, body);
  await db
    .delete(contactPlaybooks)
    .where(and(eq(contactPlaybooks.locationId, ctx.locationId), inArray(contactPlaybooks.playbookId, playbookIds), inArray(contactPlaybooks.contactId, db.select({ id: contacts.id }).from(contacts).where(targetWhere(ctx, body)))));
  return { status: 1, message: PLAYBOOK_MSG.restricted };
}

/** A new single-use link for an assigned contact. */
export async function resend(db: Db, ctx: LocCtx, playbookId: number, body: { contact_id: number }) {
  const [row] = await db
    .select({ id: playbooks.id, title: playbooks.title, contactId: contacts.id, email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contactPlaybooks)
    .innerJoin(playbooks, and(eq(playbooks.id, contactPlaybooks.playbookId), eq(playbooks.locationId, ctx.locationId)))
    .innerJoin(contacts, and(eq(contacts.id, contactPlaybooks.contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(contactPlaybooks.locationId, ctx.locationId), eq(contactPlaybooks.playbookId, playbookId), eq(contactPlaybooks.contactId, body.contact_id)));
  if (!row) throw notFound("Playbook");
  const sent = await mailLink(db, ctx, { id: row.id, title: row.title }, { id: row.contactId, email: row.email, firstName: row.firstName, lastName: row.lastName });
  if (!sent) throw validationError({ contact_id: [PLAYBOOK_MSG.noEmail] });
  return { status: 1, message: PLAYBOOK_MSG.resent };
}

/** Whether a playbook link can still be used (the link page checks before offering Continue), and whose it is. */
export async function playbookLinkState(db: Db, token: string, playbookId?: number) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ locationId: playbookLoginTokens.locationId })
    .from(playbookLoginTokens)
    .where(and(eq(playbookLoginTokens.tokenHash, hashToken(token)), isNull(playbookLoginTokens.usedAt), gt(playbookLoginTokens.expiresAt, new Date()), playbookId !== undefined ? eq(playbookLoginTokens.playbookId, playbookId) : undefined));
  return row ?? null;
}

/** POST /auth/login-with-playbook-token: spends a link once (for its playbook, when named); unknown, used or expired is a 404. */
export async function spendToken(db: Db, token: string, playbookId?: number) {
  const [row] = await db
    .update(playbookLoginTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(playbookLoginTokens.tokenHash, hashToken(token)), isNull(playbookLoginTokens.usedAt), gt(playbookLoginTokens.expiresAt, new Date()), playbookId !== undefined ? eq(playbookLoginTokens.playbookId, playbookId) : undefined))
    .returning({ locationId: playbookLoginTokens.locationId, playbookId: playbookLoginTokens.playbookId, contactId: playbookLoginTokens.contactId });
  if (!row) throw notFound("Link");
  // Opening the link starts the playbook.
  await db
    .update(contactPlaybooks)
    .set({ startedAt: sql`coalesce(${contactPlaybooks.startedAt}, now())` })
    .where(and(eq(contactPlaybooks.locationId, row.locationId), eq(contactPlaybooks.playbookId, row.playbookId), eq(contactPlaybooks.contactId, row.contactId)));
  return { status: 1, playbook_id: row.playbookId, contact_id: row.contactId, location_id: row.locationId };
}

const stepTotal = (playbookCol: unknown) => sql<number>`(select count(*)::int from ${playbookSteps} s where s.playbook_id = ${playbookCol} and not s.archived)`;
const doneCount = sql<number>`(select count(*)::int from ${playbookStepProgress} pr join ${playbookSteps} s on s.id = pr.step_id where s.playbook_id = "contact_playbooks"."playbook_id" and pr.contact_id = "contact_playbooks"."contact_id" and not s.archived)`;

/** GET /playbook/{id}/users: the contacts a playbook is sent to, with their progress. */
export async function playbookUsers(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number, q: { page: number; per_page: number }) {
  const [p] = await db.select({ id: playbooks.id }).from(playbooks).where(and(eq(playbooks.id, playbookId), mine(ctx)));
  if (!p) throw notFound("Playbook");
  const page = await listPage(
    {
      tenant: eq(contactPlaybooks.locationId, ctx.locationId),
      filters: [eq(contactPlaybooks.playbookId, playbookId)],
      sorts: { created_at: contactPlaybooks.createdAt },
      sort: "created_at",
      direction: "desc",
      id: contactPlaybooks.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ id: contactPlaybooks.id, contactId: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, startedAt: contactPlaybooks.startedAt, completedAt: contactPlaybooks.completedAt, createdAt: contactPlaybooks.createdAt, done: doneCount, total: stepTotal(sql`"contact_playbooks"."playbook_id"`), __total })
        .from(contactPlaybooks)
        .innerJoin(contacts, eq(contacts.id, contactPlaybooks.contactId))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(contactPlaybooks).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ contact_id: r.contactId, name: fullName(r), email: r.email, sent_at: r.createdAt.toISOString(), started_at: r.startedAt?.toISOString() ?? null, completed_at: r.completedAt?.toISOString() ?? null, steps_done: Number(r.done), steps_total: Number(r.total) })) };
}

/** GET /contact/playbooks?contact_id=: a contact's playbooks with progress (the profile section). */
export async function contactPlaybookList(db: Db, ctx: Pick<Ctx, "locationId">, contactId: number) {
  const [c] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!c) throw notFound("Contact");
  const rows = await db
    .select({ id: playbooks.id, title: playbooks.title, thumbnail: playbooks.thumbnail, createdAt: contactPlaybooks.createdAt, startedAt: contactPlaybooks.startedAt, completedAt: contactPlaybooks.completedAt, done: doneCount, total: stepTotal(sql`"contact_playbooks"."playbook_id"`) })
    .from(contactPlaybooks)
    .innerJoin(playbooks, and(eq(playbooks.id, contactPlaybooks.playbookId), eq(playbooks.locationId, ctx.locationId)))
    .where(and(eq(contactPlaybooks.locationId, ctx.locationId), eq(contactPlaybooks.contactId, contactId)))
    .orderBy(desc(contactPlaybooks.createdAt), desc(contactPlaybooks.id));
  return {
    data: rows.map((r) => ({ id: r.id, title: r.title, thumbnail: r.thumbnail, sent_at: r.createdAt.toISOString(), started_at: r.startedAt?.toISOString() ?? null, completed_at: r.completedAt?.toISOString() ?? null, steps_done: Number(r.done), steps_total: Number(r.total) })),
  };
}

/** GET /playbook/get-analytics?playbook_id=: sent, started, completed, and how many finished each step. */
export async function analytics(db: Db, ctx: Pick<Ctx, "locationId">, playbookId: number) {
  const [p] = await db.select({ id: playbooks.id }).from(playbooks).where(and(eq(playbooks.id, playbookId), mine(ctx)));
  if (!p) throw notFound("Playbook");
  const scope = and(eq(contactPlaybooks.locationId, ctx.locationId), eq(contactPlaybooks.playbookId, playbookId));
  const [[totals], steps] = await Promise.all([
    db.select({ sent: count(), started: count(contactPlaybooks.startedAt), completed: count(contactPlaybooks.completedAt) }).from(contactPlaybooks).where(scope),
    db
      .select({ id: playbookSteps.id, title: playbookSteps.title, completed: sql<number>`(select count(*)::int from ${playbookStepProgress} pr where pr.step_id = "playbook_steps"."id" and pr.location_id = ${ctx.locationId})` })
      .from(playbookSteps)
      .where(and(eq(playbookSteps.locationId, ctx.locationId), eq(playbookSteps.playbookId, playbookId), eq(playbookSteps.archived, false)))
      .orderBy(asc(playbookSteps.ordering), asc(playbookSteps.id)),
  ]);
  return { data: { sent: totals.sent, started: totals.started, completed: totals.completed, steps: steps.map((s) => ({ id: s.id, title: s.title, completed: Number(s.completed) })) } };
}

