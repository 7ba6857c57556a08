import "server-only";
import { readRows, type RowSource } from "@/lib/contact-import/read-rows";
import { CONTENT_IMPORT_MSG as MSG, CONTENT_TYPES, type ContentImportFormat } from "./constants";
import { readContentRows } from "./format";
import type { ContentItem } from "./importers/define";
import { importerOf } from "./importers/registry";
import type { ContentImporter } from "./importers/define";

export type ParsedFile = { ok: true; importer: ContentImporter; items: ContentItem<unknown>[] } | { ok: false; message: string };

/**
 * A stored or uploaded file read through the contact import's reader (one spreadsheet reader in
 * the project), checked against the format, and grouped into items by its type's importer.
 */
export async function parseContentFile(src: RowSource, format: ContentImportFormat): Promise<ParsedFile> {
  let read: Awaited<ReturnType<typeof readContentRows>>;
  try {
    read = await readContentRows(readRows(src, format));
  } catch {
    return { ok: false, message: MSG.unreadable };
  }
  if (!read.ok) return read;
  const importer = importerOf(read.contentType);
  if (!importer) {
    const label = CONTENT_TYPES[read.contentType as keyof typeof CONTENT_TYPES] ?? "content";
    return { ok: false, message: MSG.unavailable(label[0].toUpperCase() + label.slice(1)) };
  }
  const grouped = importer.group(read.rows);
  if (!grouped.ok) return grouped;
  return { ok: true, importer, items: grouped.items };
}
