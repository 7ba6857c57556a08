import { CONTENT_COLUMNS, CONTENT_IMPORT_MAX_ROWS, CONTENT_IMPORT_MSG as MSG, TRACKING_TYPES, type ContentColumn } from "./constants";

/**
 * The content file format (pure: verify, the job and tests share it). A header row names the
 * columns (any order, case and spaces ignored); content_type and title are required, the other
 * columns may be left out. Every row of a file has one content_type. How the rows of each type
 * become records is the importer's (lib/content-import/importers/*, docs/content-import.md).
 */
export type ContentRow = { line: number } & Record<ContentColumn, string>;
export type ReadFile = { ok: true; contentType: number; rows: ContentRow[] } | { ok: false; message: string };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

export function headerIndex(header: string[]): Partial<Record<ContentColumn, number>> | null {
  const at: Partial<Record<ContentColumn, number>> = {};
  header.forEach((h, i) => {
    const col = CONTENT_COLUMNS.find((c) => norm(c) === norm(h));
    if (col && at[col] === undefined) at[col] = i;
  });
  return at.content_type === undefined && at.title === undefined ? null : at;
}

/** Checks a file's rows (header first) and the content type they share. */
export async function readContentRows(rows: AsyncIterable<string[]>): Promise<ReadFile> {
  let at: Partial<Record<ContentColumn, number>> | null | undefined;
  const out: ContentRow[] = [];
  let line = 0;
  let type: number | undefined;
  for await (const cells of rows) {
    line++;
    if (at === undefined) {
      const found = headerIndex(cells);
      if (!found) return { ok: false, message: MSG.noHeader };
      for (const c of ["content_type", "title"] as const) if (found[c] === undefined) return { ok: false, message: MSG.missingColumn(c) };
      at = found;
      continue;
    }
    if (out.length >= CONTENT_IMPORT_MAX_ROWS) return { ok: false, message: MSG.tooManyRows };
    const row = { line } as ContentRow;
    for (const c of CONTENT_COLUMNS) row[c] = at?.[c] === undefined ? "" : (cells[at[c]!] ?? "").trim();
    const t = row.content_type;
    if (!/^\d{1,2}$/.test(t)) return { ok: false, message: MSG.unknownType(line, t) };
    const n = Number(t);
    if ((TRACKING_TYPES as readonly number[]).includes(n)) return { ok: false, message: MSG.tracking(line) };
    if (n < 1 || n > 3) return { ok: false, message: MSG.unknownType(line, t) };
    if (type !== undefined && n !== type) return { ok: false, message: MSG.mixed };
    type = n;
    out.push(row);
  }
  if (at === undefined) return { ok: false, message: MSG.noHeader };
  if (!out.length || type === undefined) return { ok: false, message: MSG.noRows };
  return { ok: true, contentType: type, rows: out };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A cell as rich text: HTML is kept (the module sanitizes it when it stores it); plain text
 * becomes paragraphs. A media_url (http or https) is added as a link after the content.
 */
export function cellHtml(content: string, mediaUrl = ""): string {
  const body = /<[a-z][\s\S]*>/i.test(content)
    ? content
    : content.split(/\r?\n\s*\r?\n|\r?\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const media = /^https?:\/\/\S+$/i.test(mediaUrl) ? `<p><a href="${escapeHtml(mediaUrl)}">${escapeHtml(mediaUrl)}</a></p>` : "";
  return body + media;
}
