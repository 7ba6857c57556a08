import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { companies, files, locations, whiteLabels } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { validationError } from "@/lib/http/errors";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { getFileUrl } from "@/lib/platform/files";
import { MSG, WHITE_LABEL_UPDATED } from "./constants";
import type { WhiteLabel, WhiteLabelBody } from "./schemas";

/** What the shell and public pages paint with: null while the white label is off. */
export type Branding = { name: string | null; logoUrl: string | null; primaryColor: string | null };

const columns = {
  enabled: companies.whiteLabel,
  name: whiteLabels.name,
  logo_url: whiteLabels.logoUrl,
  primary_color: whiteLabels.primaryColor,
};

/**
 * The branding columns for a public page's own statement, which joins `companies` and (left)
 * `white_labels` to its location: read them back with publicBranding().
 */
export const publicBrandingColumns = columns;

/** The company's white label as the settings tab edits it. */
export async function getWhiteLabel(db: Db, companyId: number): Promise<WhiteLabel> {
  const [row] = await db
    .select(columns)
    .from(companies)
    .leftJoin(whiteLabels, eq(whiteLabels.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return whiteLabelOf(row);
}

type Columns = { enabled: boolean | null; name: string | null; logo_url: string | null; primary_color: string | null };
const whiteLabelOf = (row: Columns | undefined): WhiteLabel => ({ enabled: row?.enabled ?? false, name: row?.name ?? null, logo_url: row?.logo_url ?? null, primary_color: row?.primary_color ?? null });

const toBranding = (w: WhiteLabel): Branding | null => (w.enabled ? { name: w.name, logoUrl: w.logo_url, primaryColor: w.primary_color } : null);

/** A public page's branding from publicBrandingColumns. */
export const publicBranding = (row: Columns): Branding | null => toBranding(whiteLabelOf(row));

/** The shell's branding for the signed-in company. */
export async function brandingFor(db: Db, companyId: number): Promise<Branding | null> {
  return toBranding(await getWhiteLabel(db, companyId));
}

/** A client-facing public page's branding: the company that owns the page's location. */
export async function brandingForLocation(db: Db, locationId: number): Promise<Branding | null> {
  const [row] = await db.select({ companyId: locations.companyId }).from(locations).where(eq(locations.id, locationId));
  return row ? brandingFor(db, row.companyId) : null;
}

/** The logo must be an image the caller uploaded to the accessed location (POST /file-upload). */
async function logoFile(db: Db, ctx: Ctx, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.locationId, ctx.locationId), eq(files.kind, "image"), eq(files.visibility, "public")));
  if (!row) throw validationError({ logo: [MSG.logoInvalid] });
  return { id: row.id, url: getFileUrl(row) };
}

/** PATCH /user/update-white-label: the organization's name, logo and colour, and the switch. */
export async function updateWhiteLabel(db: Db, ctx: Ctx, body: WhiteLabelBody) {
  assertCompanyLevel(ctx);
  const logo = body.logo == null ? body.logo : await logoFile(db, ctx, body.logo);
  const set = {
    ...(body.name !== undefined ? { name: body.name || null } : {}),
    ...(logo !== undefined ? { logoFileId: logo?.id ?? null, logoUrl: logo?.url ?? null } : {}),
    ...(body.primary_color !== undefined ? { primaryColor: body.primary_color?.toLowerCase() ?? null } : {}),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ whiteLabel: body.enabled }).where(eq(companies.id, ctx.companyId));
    await tx.insert(whiteLabels).values({ companyId: ctx.companyId, ...set }).onConflictDoUpdate({ target: whiteLabels.companyId, set });
  });
  return { message: WHITE_LABEL_UPDATED, data: await getWhiteLabel(db, ctx.companyId) };
}
