import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { broadcasts, forms, libraryFiles, libraryImages, pages, playbooks, templates, journeys, sequences } from "@/db/schema";
import type { Area } from "@/lib/auth/permissions";
import type { AssetType } from "./constants";

/**
 * Where each asset type's items keep their folder: what the folder service needs to count,
 * move and release items (deleting a folder moves its items to the main folder). A new
 * content module adds one line here.
 */
/** `area`: the permission area whose view/create/update/delete govern this type's folders. */
export type FolderAssets = { table: PgTable; id: AnyPgColumn; locationId: AnyPgColumn; folderId: AnyPgColumn; noun: string; area: Area };

export const FOLDER_ASSETS: Record<AssetType, FolderAssets> = {
  files: { table: libraryFiles, id: libraryFiles.id, locationId: libraryFiles.locationId, folderId: libraryFiles.folderId, noun: "File", area: "files" },
  images: { table: libraryImages, id: libraryImages.id, locationId: libraryImages.locationId, folderId: libraryImages.folderId, noun: "Image", area: "files" },
  playbooks: { table: playbooks, id: playbooks.id, locationId: playbooks.locationId, folderId: playbooks.folderId, noun: "Playbook", area: "playbooks" },
  pages: { table: pages, id: pages.id, locationId: pages.locationId, folderId: pages.folderId, noun: "Page", area: "pages" },
  forms: { table: forms, id: forms.id, locationId: forms.locationId, folderId: forms.folderId, noun: "Form", area: "forms" },
  templates: { table: templates, id: templates.id, locationId: templates.locationId, folderId: templates.folderId, noun: "Template", area: "templates" },
  journeys: { table: journeys, id: journeys.id, locationId: journeys.locationId, folderId: journeys.folderId, noun: "Journey", area: "journeys" },
  sequences: { table: sequences, id: sequences.id, locationId: sequences.locationId, folderId: sequences.folderId, noun: "Sequence", area: "sequences" },
  broadcasts: { table: broadcasts, id: broadcasts.id, locationId: broadcasts.locationId, folderId: broadcasts.folderId, noun: "Broadcast", area: "broadcasts" },
};
