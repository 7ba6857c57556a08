import { HEADER_SYNONYMS, IMPORT_FIELDS, type ImportField } from "./constants";

/** Pure rules of the mapping step: is the first row a header, and which column fills which field. */

const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
const LOOKS_LIKE_DATA = [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, /^\+?[\d\s().-]{7,}$/];

/**
 * A header names columns: at least one cell has text, and none is an email address or a phone
 * number (a file that starts with a contact has no header, and its first row would be lost).
 */
export function isHeaderRow(row: string[] | undefined): row is string[] {
  if (!row || !row.some((c) => c.trim() !== "")) return false;
  return !row.some((c) => LOOKS_LIKE_DATA.some((re) => re.test(c.trim())));
}

/** Field -> column index for the headers that match a field's usual names; first match wins. */
export function suggestMapping(headers: string[]): Partial<Record<ImportField, number>> {
  const out: Partial<Record<ImportField, number>> = {};
  const used = new Set<number>();
  for (const f of IMPORT_FIELDS) {
    const names = HEADER_SYNONYMS[f.key];
    // Exact spellings in the field's order of preference ("first name" before "name").
    for (const name of names) {
      const i = headers.findIndex((h, idx) => !used.has(idx) && norm(h) === name);
      if (i >= 0) {
        out[f.key] = i;
        used.add(i);
        break;
      }
    }
  }
  return out;
}
