import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { forms, libraryFiles, pages, playbookCategories, playbooks } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { CONTENT_LIST_MAX } from "./constants";

/**
 * The coach's "visible content" lists (GET /client-portal/{kind}): each item with the switch
 * that decides whether it is in the portal. The switches themselves are the owning modules'
 * calls (pin-unpin, enable-disable-all-clients, page enable-disable, set-form-disable, file
 * change-permission): one source of truth.
 */
type LocCtx = Pick<Ctx, "locationId">;

export async function contentPlaybooks(db: Db, ctx: LocCtx, pinnedOnly = false) {
  const rows = await db
    .select({ id: playbooks.id, title: playbooks.title, categoryId: playbooks.categoryId, category: playbookCategories.name, isPinned: playbooks.isPinned, allClients: playbooks.allClients })
    .from(playbooks)
    .leftJoin(playbookCategories, and(eq(playbookCategories.id, playbooks.categoryId), eq(playbookCategories.locationId, ctx.locationId)))
    .where(and(eq(playbooks.locationId, ctx.locationId), pinnedOnly ? eq(playbooks.isPinned, true) : undefined))
    .orderBy(asc(playbooks.title), asc(playbooks.id))
    .limit(CONTENT_LIST_MAX);
  return { data: rows.map((r) => ({ id: r.id, title: r.title, category_id: r.categoryId, category: r.category, is_pinned: r.isPinned ? 1 : 0, all_clients: r.allClients ? 1 : 0 })) };
}

export async function contentCategories(db: Db, ctx: LocCtx) {
  const rows = await db
    .select({ id: playbookCategories.id, name: playbookCategories.name, playbooks: count(playbooks.id) })
    .from(playbookCategories)
    .leftJoin(playbooks, and(eq(playbooks.categoryId, playbookCategories.id), eq(playbooks.locationId, ctx.locationId)))
    .where(eq(playbookCategories.locationId, ctx.locationId))
    .groupBy(playbookCategories.id, playbookCategories.name)
    .orderBy(asc(playbookCategories.name), asc(playbookCategories.id));
  return { data: rows.map((r) => ({ id: r.id, name: r.name, playbooks: Number(r.playbooks) })) };
}

export async function contentPages(db: Db, ctx: LocCtx) {
  const rows = await db.select({ id: pages.id, title: pages.title, enabled: pages.enabled }).from(pages).where(eq(pages.locationId, ctx.locationId)).orderBy(asc(pages.title), asc(pages.id)).limit(CONTENT_LIST_MAX);
  return { data: rows.map((r) => ({ id: r.id, title: r.title, enabled: r.enabled ? 1 : 0 })) };
}

export async function contentForms(db: Db, ctx: LocCtx) {
  const rows = await db.select({ id: forms.id, title: forms.title, enabled: forms.enabled, portalDisabled: forms.portalDisabled }).from(forms).where(eq(forms.locationId, ctx.locationId)).orderBy(asc(forms.title), asc(forms.id)).limit(CONTENT_LIST_MAX);
  return { data: rows.map((r) => ({ id: r.id, title: r.title, enabled: r.enabled ? 1 : 0, portal_enabled: r.portalDisabled ? 0 : 1 })) };
}

export async function contentFiles(db: Db, ctx: LocCtx) {
  const rows = await db
    .select({ id: libraryFiles.id, name: libraryFiles.name, ext: libraryFiles.ext, permission: libraryFiles.permission })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.locationId, ctx.locationId), eq(libraryFiles.archived, false)))
    .orderBy(asc(libraryFiles.name), asc(libraryFiles.id))
    .limit(CONTENT_LIST_MAX);
  return { data: rows.map((r) => ({ id: r.id, name: r.name, ext: r.ext, permission: r.permission as "private" | "assigned" | "all_clients" })) };
}
