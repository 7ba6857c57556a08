import type { Db } from "@/db";
import type { Area, PermissionMap } from "@/lib/auth/permissions";
import type { ContentRow } from "../format";

/** The account an item is made in, and who made it (with their membership there). */
export type ImportCtx = { locationId: number; userId: number; permissions: PermissionMap | null; isOrganizationOwner: boolean };
export type ContentItem<T> = { title: string; data: T };
export type Grouped<T> = { ok: true; items: ContentItem<T>[] } | { ok: false; message: string };

/**
 * One content type of the import format. `group` turns a file's rows into items (pure: verify
 * runs it before anything is stored); `create` makes one item inside the given transaction
 * through the module's own service code, and returns the record's id.
 */
export type ContentImporter<T = unknown> = {
  contentType: number;
  /** Shown in the wizard and the history ("Playbook"). */
  type: string;
  /** A lucide icon name the wizard draws. */
  icon: string;
  /** The permission area whose `create` an account needs. */
  area: Area;
  /** The screen that lists the records. */
  link: string;
  group(rows: ContentRow[]): Grouped<T>;
  create(tx: Db, ctx: ImportCtx, item: ContentItem<T>): Promise<number>;
};

export const defineImporter = <T>(i: ContentImporter<T>) => i as unknown as ContentImporter;

/** Rows grouped by title, in order of each title's first row; a blank or too long title fails. */
export function byTitle(rows: ContentRow[], max: number): { ok: true; groups: { title: string; rows: ContentRow[] }[] } | { ok: false; message: string } {
  const groups = new Map<string, ContentRow[]>();
  for (const r of rows) {
    if (!r.title) return { ok: false, message: `Row ${r.line}: the title is required.` };
    if (r.title.length > max) return { ok: false, message: `Row ${r.line}: the title may not be greater than ${max} characters.` };
    const g = groups.get(r.title);
    if (g) g.push(r);
    else groups.set(r.title, [r]);
  }
  return { ok: true, groups: [...groups].map(([title, rows]) => ({ title, rows })) };
}
