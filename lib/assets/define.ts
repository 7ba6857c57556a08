import type { Db } from "@/db";
import type { Ctx } from "@/lib/auth/access";
import type { Area } from "@/lib/auth/permissions";

/** One asset as sharing shows it: the share page, import logs, the portal order. */
export type AssetSummary = { id: number; name: string; /** A short line under the name ("PDF · 2 MB"). */ detail: string | null };

export type CopyInput = {
  fromLocationId: number;
  id: number;
  toLocationId: number;
  userId: number;
  /**
   * Work outside the database (stored bytes) that must be undone when the transaction the copy
   * runs in rolls back; the sharing service runs these after a failed commit.
   */
  onRollback: (undo: () => Promise<void>) => void;
};

/**
 * What a module tells the sharing service about one of its asset types (doc 2 s7 "Assets and
 * sharing": playbooks, pages, forms and files). Declared with defineShareableAsset in the
 * module (lib/file-library/share-asset.ts) and listed once in lib/assets/registry.ts.
 * Every function is scoped to the location it is given, in the same statement.
 */
export type ShareableAsset = {
  /** The wire name (`type` in every /asset call). */
  type: string;
  /** "File": the toasts' {item}. */
  label: string;
  plural: string;
  /** The screen the type's assets live on (where the share page sends a coach after an import). */
  screen: string;
  /** The permission area that gates this type (view to share, create to import, delete to delete). */
  area: Area;
  /** The location's assets among `ids` (missing or foreign ids are simply left out). */
  find(db: Db, locationId: number, ids: number[]): Promise<AssetSummary[]>;
  /** A deep copy into another location, inside the caller's transaction; answers the copy's id. */
  copy(tx: Db, input: CopyInput): Promise<number>;
  /** Deletes the accessed location's assets: all of them, or 404 and nothing deleted. */
  remove(db: Db, ctx: Ctx, ids: number[]): Promise<void>;
  /** What the client portal shows, newest first: one contact's assets, or the location's (null). */
  list(db: Db, locationId: number, contactId: number | null): Promise<AssetSummary[]>;
};

export const defineShareableAsset = (a: ShareableAsset): ShareableAsset => a;
