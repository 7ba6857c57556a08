import "server-only";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactFiles, contactPages, contactPlaybooks, contactRewards, formContacts, forms, libraryFiles, pageDownloads, pages, playbookCategories, playbookDownloads, playbooks, playbookStepProgress, playbookSteps } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { updateStats } from "@/lib/file-library/access";
import { downloadFile } from "@/lib/file-library/download";
import { openPublicForm, submitForm } from "@/lib/forms/submit";
import { notFound, validationError } from "@/lib/http/errors";
import { streamDownload as streamPageDownload } from "@/lib/pages/downloads";
import { pageDetails } from "@/lib/pages/service";
import { formatMoney } from "@/lib/platform/payments/money";
import { playbookDetails, streamDownload as streamPlaybookDownload } from "@/lib/playbooks/editor";
import { askQuestion, completeStep } from "@/lib/playbooks/portal-progress";
import { getRewardSetting } from "@/lib/rewards/service";
import { RECENT_DAYS, RECENT_MAX } from "./constants";
import { visibleWhere } from "./visibility";

/**
 * What a signed-in contact sees in each tab (issue 32). Every read filters with the one
 * visibility rule (visibility.ts) in its own statement; an item the contact may not see is a
 * 404. Writes go through the owning module's services (forms' submit, playbooks' progress,
 * the file library's stats), never a copy.
 */

const loc = (p: PortalCtx) => ({ locationId: p.locationId });
const who = (p: PortalCtx) => ({ locationId: p.locationId, contactId: p.contactId });

/** Finished and live steps per playbook, as columns of a playbook query (one statement, however many playbooks). */
// Qualified by hand: drizzle leaves a one-table select's columns unqualified, which the subqueries would make ambiguous.
const P_ID = sql.raw(`"playbooks"."id"`);
const P_LOC = sql.raw(`"playbooks"."location_id"`);
const progressColumns = (contactId: number) => ({
  stepsTotal: sql<number>`(select count(*)::int from ${playbookSteps} s where s.playbook_id = ${P_ID} and s.location_id = ${P_LOC} and not s.archived)`,
  stepsDone: sql<number>`(select count(*)::int from ${playbookStepProgress} pr join ${playbookSteps} s on s.id = pr.step_id where s.playbook_id = ${P_ID} and s.location_id = ${P_LOC} and not s.archived and pr.contact_id = ${contactId})`,
  lastDoneAt: sql<string | null>`(select max(pr.completed_at) from ${playbookStepProgress} pr join ${playbookSteps} s on s.id = pr.step_id where s.playbook_id = ${P_ID} and s.location_id = ${P_LOC} and pr.contact_id = ${contactId})`,
});

type PlaybookRow = { id: number; title: string; thumbnail: string | null; categoryId: number | null; isPinned: boolean; stepsTotal: number; stepsDone: number; lastDoneAt: string | null };
const toPlaybookCard = (r: PlaybookRow) => {
  const total = Number(r.stepsTotal);
  const done = Number(r.stepsDone);
  return { id: r.id, title: r.title, thumbnail: r.thumbnail, category_id: r.categoryId, is_pinned: r.isPinned ? 1 : 0, steps_done: done, steps_total: total, progress: total ? Math.round((done * 100) / total) : 0 };
};

function visiblePlaybooks(db: Db, p: PortalCtx) {
  return db
    .select({ id: playbooks.id, title: playbooks.title, thumbnail: playbooks.thumbnail, categoryId: playbooks.categoryId, isPinned: playbooks.isPinned, ordering: playbooks.ordering, ...progressColumns(p.contactId) })
    .from(playbooks)
    .where(visibleWhere("playbook", p.locationId, p.contactId))
    .orderBy(desc(playbooks.ordering), desc(playbooks.id))
    .$dynamic();
}

/** GET /portal/rewards: the balance under the coach's point name, and what it is worth. */
export async function rewards(db: Db, p: PortalCtx) {
  const [setting, [sum], history] = await Promise.all([
    getRewardSetting(db, loc(p)),
    db
      .select({ balance: sql<number>`coalesce(sum(case when ${contactRewards.kind} = 'redeemed' then -${contactRewards.points} else ${contactRewards.points} end), 0)::int` })
      .from(contactRewards)
      .where(and(eq(contactRewards.locationId, p.locationId), eq(contactRewards.contactId, p.contactId))),
    db
      .select({ id: contactRewards.id, kind: contactRewards.kind, title: contactRewards.title, points: contactRewards.points, createdAt: contactRewards.createdAt })
      .from(contactRewards)
      .where(and(eq(contactRewards.locationId, p.locationId), eq(contactRewards.contactId, p.contactId)))
      .orderBy(desc(contactRewards.createdAt), desc(contactRewards.id))
      .limit(50),
  ]);
  const balance = Number(sum?.balance ?? 0);
  return {
    point_name: setting.point_name,
    balance,
    worth: setting.point_value > 0 ? formatMoney(balance * setting.point_value, setting.currency) : null,
    history: history.map((h) => ({ id: h.id, kind: h.kind === "redeemed" ? ("redeemed" as const) : ("earned" as const), title: h.title, points: h.points, created_at: h.createdAt.toISOString() })),
  };
}

/**
 * GET /portal/classroom, the home: pinned playbooks, "continue where you left off" (started,
 * not finished, latest first) and what was assigned in the last 14 days. A fixed number of
 * statements whatever the number of items (the benchmark's rule).
 */
export async function classroom(db: Db, p: PortalCtx) {
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
  const [all, recentPlaybooks, recentPages, recentForms, recentFiles] = await Promise.all([
    visiblePlaybooks(db, p),
    db.select({ id: playbooks.id, title: playbooks.title, at: contactPlaybooks.createdAt }).from(contactPlaybooks)
      .innerJoin(playbooks, eq(playbooks.id, contactPlaybooks.playbookId))
      .where(and(eq(contactPlaybooks.locationId, p.locationId), eq(contactPlaybooks.contactId, p.contactId), gte(contactPlaybooks.createdAt, since), visibleWhere("playbook", p.locationId, p.contactId)))
      .orderBy(desc(contactPlaybooks.createdAt)).limit(RECENT_MAX),
    db.select({ id: pages.id, title: pages.title, at: contactPages.createdAt }).from(contactPages)
      .innerJoin(pages, eq(pages.id, contactPages.pageId))
      .where(and(eq(contactPages.locationId, p.locationId), eq(contactPages.contactId, p.contactId), gte(contactPages.createdAt, since), visibleWhere("page", p.locationId, p.contactId)))
      .orderBy(desc(contactPages.createdAt)).limit(RECENT_MAX),
    db.select({ id: forms.id, title: forms.title, at: formContacts.createdAt }).from(formContacts)
      .innerJoin(forms, eq(forms.id, formContacts.formId))
      .where(and(eq(formContacts.locationId, p.locationId), eq(formContacts.contactId, p.contactId), gte(formContacts.createdAt, since), visibleWhere("form", p.locationId, p.contactId)))
      .orderBy(desc(formContacts.createdAt)).limit(RECENT_MAX),
    db.select({ id: libraryFiles.id, title: sql<string>`${libraryFiles.name} || '.' || ${libraryFiles.ext}`, at: contactFiles.createdAt }).from(contactFiles)
      .innerJoin(libraryFiles, eq(libraryFiles.id, contactFiles.libraryFileId))
      .where(and(eq(contactFiles.locationId, p.locationId), eq(contactFiles.contactId, p.contactId), gte(contactFiles.createdAt, since), visibleWhere("file", p.locationId, p.contactId)))
      .orderBy(desc(contactFiles.createdAt)).limit(RECENT_MAX),
  ]);
  const recent = [
    ...recentPlaybooks.map((r) => ({ kind: "playbook" as const, ...r })),
    ...recentPages.map((r) => ({ kind: "page" as const, ...r })),
    ...recentForms.map((r) => ({ kind: "form" as const, ...r })),
    ...recentFiles.map((r) => ({ kind: "file" as const, ...r })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, RECENT_MAX)
    .map((r) => ({ kind: r.kind, id: r.id, title: r.title, assigned_at: r.at.toISOString() }));
  const cards = all.map((r) => ({ card: toPlaybookCard(r), last: r.lastDoneAt }));
  return {
    pinned: cards.filter((c) => c.card.is_pinned).map((c) => c.card),
    continue: cards
      .filter((c) => c.card.steps_done > 0 && c.card.steps_done < c.card.steps_total)
      .sort((a, b) => String(b.last).localeCompare(String(a.last)))
      .slice(0, RECENT_MAX)
      .map((c) => c.card),
    recent,
  };
}

/** GET /portal/playbooks: the contact's playbooks by category (the uncategorised last, as "Other"). */
export async function playbookList(db: Db, p: PortalCtx) {
  const [rows, cats] = await Promise.all([
    visiblePlaybooks(db, p),
    db.select({ id: playbookCategories.id, name: playbookCategories.name }).from(playbookCategories).where(eq(playbookCategories.locationId, p.locationId)).orderBy(asc(playbookCategories.name), asc(playbookCategories.id)),
  ]);
  const cards = rows.map(toPlaybookCard);
  const groups = cats.map((c) => ({ id: c.id as number | null, name: c.name, playbooks: cards.filter((x) => x.category_id === c.id) })).filter((g) => g.playbooks.length);
  const other = cards.filter((x) => x.category_id === null || !cats.some((c) => c.id === x.category_id));
  if (other.length) groups.push({ id: null, name: "Other", playbooks: other });
  return { categories: groups };
}

async function checkVisible(db: Db, p: PortalCtx, kind: "playbook" | "page" | "form" | "file", id: number) {
  const table = { playbook: playbooks, page: pages, form: forms, file: libraryFiles }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), visibleWhere(kind, p.locationId, p.contactId)));
  if (!row) throw notFound({ playbook: "Playbook", page: "Page", form: "Form", file: "File" }[kind]);
}

/** GET /portal/playbooks/{id}: steps (archived ones left out) with tabs and downloads, FAQ, buttons, and the contact's progress. */
export async function playbookItem(db: Db, p: PortalCtx, id: number) {
  await checkVisible(db, p, "playbook", id);
  const [d, done] = await Promise.all([
    playbookDetails(db, loc(p), id),
    db.select({ stepId: playbookStepProgress.stepId }).from(playbookStepProgress).innerJoin(playbookSteps, and(eq(playbookSteps.id, playbookStepProgress.stepId), eq(playbookSteps.playbookId, id), eq(playbookSteps.locationId, p.locationId))).where(and(eq(playbookStepProgress.locationId, p.locationId), eq(playbookStepProgress.contactId, p.contactId))),
  ]);
  const doneIds = new Set(done.map((r) => r.stepId));
  const steps = d.steps.filter((s) => !s.archived).map((s) => ({ id: s.id, title: s.title, banner: s.banner, thumb: s.thumb, images: s.images, tabs: s.tabs.map((t) => ({ id: t.id, title: t.title, content: t.content })), downloads: s.downloads, done: doneIds.has(s.id) }));
  const total = steps.length;
  const doneCount = steps.filter((s) => s.done).length;
  return {
    id: d.id, title: d.title, thumbnail: d.thumbnail,
    show_questions: d.settings.show_questions !== false,
    steps,
    faqs: d.faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
    buttons: d.buttons.map((b) => ({ id: b.id, label: b.label, url: b.url, color: b.color, icon: b.icon })),
    steps_done: doneCount, steps_total: total, progress: total ? Math.round((doneCount * 100) / total) : 0,
  };
}

export async function completePlaybookStep(db: Db, p: PortalCtx, playbookId: number, stepId: number) {
  await checkVisible(db, p, "playbook", playbookId);
  const progress = await completeStep(db, who(p), playbookId, stepId);
  return { status: 1, message: "Step completed.", steps_done: progress.done, steps_total: progress.total, progress: progress.percent };
}

export async function askPlaybookQuestion(db: Db, p: PortalCtx, playbookId: number, question: string) {
  await checkVisible(db, p, "playbook", playbookId);
  return { status: 1, message: "Your question has been sent to your coach.", data: await askQuestion(db, who(p), playbookId, question) };
}

/** A step download of a playbook the contact sees. */
export async function playbookDownload(db: Db, p: PortalCtx, playbookId: number, downloadId: number): Promise<Response> {
  const [row] = await db
    .select({ id: playbookDownloads.id })
    .from(playbookDownloads)
    .innerJoin(playbookSteps, and(eq(playbookSteps.id, playbookDownloads.stepId), eq(playbookSteps.locationId, p.locationId), eq(playbookSteps.archived, false)))
    .innerJoin(playbooks, eq(playbooks.id, playbookSteps.playbookId))
    .where(and(eq(playbookDownloads.id, downloadId), eq(playbookDownloads.locationId, p.locationId), eq(playbooks.id, playbookId), visibleWhere("playbook", p.locationId, p.contactId)));
  if (!row) throw notFound("Download");
  return streamPlaybookDownload(db, loc(p), downloadId);
}

/** GET /portal/pages: the contact's pages, newest assignment first. */
export async function pageList(db: Db, p: PortalCtx) {
  const rows = await db
    .select({ id: pages.id, title: pages.title, headline: pages.headline, thumbnail: pages.thumbnail, coverImage: pages.coverImage })
    .from(pages)
    .where(visibleWhere("page", p.locationId, p.contactId))
    .orderBy(desc(pages.ordering), desc(pages.id));
  return { data: rows.map((r) => ({ id: r.id, title: r.title, headline: r.headline, thumbnail: r.thumbnail ?? r.coverImage })) };
}

export async function pageItem(db: Db, p: PortalCtx, id: number) {
  await checkVisible(db, p, "page", id);
  const d = await pageDetails(db, loc(p), id);
  return {
    id: d.id, title: d.title, headline: d.headline, subheadline: d.subheadline, body: d.body, cover_image: d.cover_image,
    downloads: d.downloads.map((x) => ({ id: x.id, name: x.name, ext: x.ext, size: x.size })),
  };
}

export async function pageDownload(db: Db, p: PortalCtx, pageId: number, downloadId: number): Promise<Response> {
  const [row] = await db
    .select({ id: pageDownloads.id })
    .from(pageDownloads)
    .innerJoin(pages, eq(pages.id, pageDownloads.pageId))
    .where(and(eq(pageDownloads.id, downloadId), eq(pageDownloads.locationId, p.locationId), eq(pages.id, pageId), visibleWhere("page", p.locationId, p.contactId)));
  if (!row) throw notFound("Download");
  return streamPageDownload(db, loc(p), downloadId);
}

/** GET /portal/forms: the contact's forms, with whether they have answered since it was sent. */
export async function formList(db: Db, p: PortalCtx) {
  const answeredAt = sql<Date | null>`(select fc.answered_at from ${formContacts} fc where fc.form_id = "forms"."id" and fc.contact_id = ${p.contactId} and fc.location_id = ${p.locationId})`;
  const rows = await db
    .select({ id: forms.id, title: forms.title, answeredAt })
    .from(forms)
    .where(visibleWhere("form", p.locationId, p.contactId))
    .orderBy(desc(forms.ordering), desc(forms.id));
  return { data: rows.map((r) => ({ id: r.id, title: r.title, answered_at: r.answeredAt ? new Date(r.answeredAt).toISOString() : null })) };
}

/** The contact's own link to the form: the forms module's public form opened with it (its questions, its rules). */
async function openForContact(db: Db, p: PortalCtx, id: number) {
  const [row] = await db
    .select({ url: forms.url, token: formContacts.token })
    .from(forms)
    .innerJoin(formContacts, and(eq(formContacts.formId, forms.id), eq(formContacts.contactId, p.contactId), eq(formContacts.locationId, p.locationId)))
    .where(and(eq(forms.id, id), visibleWhere("form", p.locationId, p.contactId)));
  if (!row) throw notFound("Form");
  const form = await openPublicForm(db, row.url, row.token);
  if (!form) throw notFound("Form");
  return { form, token: row.token };
}

export async function formItem(db: Db, p: PortalCtx, id: number) {
  const { form } = await openForContact(db, p, id);
  return {
    id: form.id, title: form.title, instruction: form.instruction, submit_label: form.submitLabel, button_color: form.buttonColor,
    questions: form.questions.map((q) => ({ id: q.id, type: q.type, title: q.title, description: q.description, required: q.required, options: q.options })),
  };
}

/** POST /portal/forms/{id}/submit: the forms service's own submission, as the contact (their link's token). */
export async function submitFormAsContact(db: Db, p: PortalCtx, id: number, answers: Record<string, string | string[]>) {
  const { form, token } = await openForContact(db, p, id);
  const res = await submitForm(db, form, { token, answers });
  if (!res.ok) throw validationError(res.errors);
  return { status: 1, message: form.thankYou };
}

/** GET /portal/files: the library files the contact sees (the file library's rule). */
export async function fileList(db: Db, p: PortalCtx) {
  const rows = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, kind: libraryFiles.kind, size: libraryFiles.size, contentAt: libraryFiles.contentAt })
    .from(libraryFiles)
    .where(visibleWhere("file", p.locationId, p.contactId))
    .orderBy(asc(libraryFiles.name), asc(libraryFiles.id));
  return { data: rows.map((r) => ({ id: r.id, name: r.name, ext: r.ext, kind: r.kind, size: r.size, updated_at: r.contentAt.toISOString() })) };
}

/** GET /portal/files/{id}/download: counted in the file's and the contact's stats (the access check refuses what the contact may not see), then streamed. */
export async function fileDownload(db: Db, p: PortalCtx, id: number): Promise<Response> {
  await updateStats(db, loc(p), { id, type: "download", contact_id: p.contactId });
  return downloadFile(db, loc(p), id);
}

