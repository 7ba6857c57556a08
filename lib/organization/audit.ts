import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { organizationAudit } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { forbidden } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { userKind } from "@/lib/auth/permissions";

type Entry = { action: string; targetType: "user" | "location"; targetId: number | null; targetName: string; details?: Record<string, unknown> };

/** Writes one audit entry in the caller's transaction, so a change and its record stand or fall together. */
export async function audit(db: Db, ctx: Ctx, entries: Entry | Entry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await db.insert(organizationAudit).values(
    list.map((e) => ({
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      actorName: ctx.fullName,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      targetName: e.targetName,
      details: e.details ?? {},
    })),
  );
}

/** The owner (and super users) read who changed what in the organization, newest first. */
export async function listAudit(db: Db, ctx: Ctx, q: { page: number; per_page: number }) {
  const kind = userKind(ctx);
  if (kind !== "owner" && kind !== "super-user") throw forbidden();
  const page = await listPage(
    { tenant: eq(organizationAudit.companyId, ctx.companyId), filters: [], sorts: { id: organizationAudit.id }, sort: "id", direction: "desc", id: organizationAudit.id, page: q.page, perPage: q.per_page },
    (__total) =>
      db
        .select({
          id: organizationAudit.id,
          actor_name: organizationAudit.actorName,
          action: organizationAudit.action,
          target_type: organizationAudit.targetType,
          target_name: organizationAudit.targetName,
          details: organizationAudit.details,
          created_at: organizationAudit.createdAt,
          __total,
        })
        .from(organizationAudit)
        .$dynamic(),
    async (where) => (await db.select({ n: sql<number>`count(*)::int` }).from(organizationAudit).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
}

