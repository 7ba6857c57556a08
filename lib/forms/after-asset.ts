import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { pages, playbooks } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { portalPagePath } from "@/lib/pages/constants";
import { portalPlaybookPath } from "@/lib/playbooks/constants";

export type AfterAssetType = "page" | "playbook";
export type AfterAsset = { id: number; title: string; type: AfterAssetType; url: string };

const table = { page: pages, playbook: playbooks } as const;
const pathOf = (type: AfterAssetType, id: number) => (type === "page" ? portalPagePath(id) : portalPlaybookPath(id));

/**
 * GET /form/get-all-asset: the location's pages and playbooks a form can open after submitting,
 * each with the client-portal path it opens (the same path the portal will serve).
 */
export async function listAfterAssets(db: Db, ctx: Pick<Ctx, "locationId">) {
  const [pageRows, playbookRows] = await Promise.all(
    (["page", "playbook"] as const).map((type) =>
      db
        .select({ id: table[type].id, title: table[type].title })
        .from(table[type])
        .where(eq(table[type].locationId, ctx.locationId))
        .orderBy(asc(table[type].title), asc(table[type].id)),
    ),
  );
  const withLinks = (type: AfterAssetType, rows: { id: number; title: string }[]): AfterAsset[] => rows.map((r) => ({ ...r, type, url: pathOf(type, r.id) }));
  return { data: { pages: withLinks("page", pageRows), playbooks: withLinks("playbook", playbookRows) } };
}

/** The page or playbook, if it is the location's (else null): what a thank-you links to. */
export async function findAfterAsset(db: Db, locationId: number, type: string | null, id: number | null): Promise<AfterAsset | null> {
  if ((type !== "page" && type !== "playbook") || id === null) return null;
  const t = table[type];
  const [row] = await db.select({ id: t.id, title: t.title }).from(t).where(and(eq(t.id, id), eq(t.locationId, locationId)));
  return row ? { ...row, type, url: pathOf(type, row.id) } : null;
}

/** Saving the setting: both or neither, and the item must be the accessed location's (else 422). */
export async function checkAfterAsset(db: Db, ctx: Pick<Ctx, "locationId">, type: AfterAssetType | null, id: number | null) {
  if ((type === null) !== (id === null)) throw validationError({ after_asset_id: ["Choose both the kind of content and the item, or neither."] });
  if (type !== null && !(await findAfterAsset(db, ctx.locationId, type, id))) throw validationError({ after_asset_id: ["The selected asset is invalid."] });
}
