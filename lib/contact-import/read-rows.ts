import "server-only";
import fs from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import { parse } from "csv-parse";
import type { ImportFormat } from "./constants";

/**
 * A spreadsheet's rows as arrays of trimmed text, header first, streamed: CSV through csv-parse
 * and XLSX through exceljs's streaming reader hold one chunk at a time, never the whole file.
 * Legacy XLS has no streaming reader; the format itself stops at 65,536 rows, so reading it
 * whole is bounded (a few MB). Only the first worksheet of a workbook is read.
 */
export type RowSource = { path: string } | { stream: WebStream<Uint8Array> | ReadableStream<Uint8Array> };

function nodeStream(src: RowSource): Readable {
  return "path" in src ? fs.createReadStream(src.path, { highWaterMark: 256 * 1024 }) : Readable.fromWeb(src.stream as WebStream<Uint8Array>);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell as the text a coach typed: dates as YYYY-MM-DD, formulas as their result. */
export function cellText(v: unknown): string {
  if (v == null) return "";
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === "object") {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join("").trim();
    if (o.text !== undefined) return cellText(o.text);
    if (o.result !== undefined) return cellText(o.result);
    return "";
  }
  return String(v).trim();
}

async function* csvRows(src: RowSource): AsyncGenerator<string[]> {
  const input = nodeStream(src);
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, trim: true }));
  try {
    for await (const rec of parser) yield rec as string[];
  } finally {
    input.destroy();
    parser.destroy();
  }
}

async function* xlsxRows(src: RowSource): AsyncGenerator<string[]> {
  // Loaded when a spreadsheet is read: it is heavy, and only imports need it.
  const { default: ExcelJS } = await import("exceljs");
  const input = nodeStream(src);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: "cache", worksheets: "emit", styles: "cache", hyperlinks: "ignore", entries: "emit" });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // 1-based and sparse: index 0 is unused, gaps are missing cells. Styles are cached above:
        // without them a date cell reads as its serial number.
        const values = row.values as unknown[];
        const out: string[] = [];
        for (let i = 1; i < values.length; i++) out.push(cellText(values[i]));
        if (out.some((c) => c !== "")) yield out;
      }
      return; // the first worksheet only
    }
  } finally {
    input.destroy();
  }
}

async function* xlsRows(src: RowSource): AsyncGenerator<string[]> {
  const XLSX = await import("@e965/xlsx");
  const chunks: Buffer[] = [];
  for await (const c of nodeStream(src)) chunks.push(c as Buffer);
  const wb = XLSX.read(Buffer.concat(chunks), { type: "buffer", cellDates: true, dense: true });
  const sheet = wb.Sheets[wb.SheetNames[0]];
  if (!sheet) return;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: "", blankrows: false });
  for (const r of rows) {
    const out = r.map(cellText);
    if (out.some((c) => c !== "")) yield out;
  }
}

export function readRows(src: RowSource, format: ImportFormat): AsyncGenerator<string[]> {
  if (format === "csv") return csvRows(src);
  if (format === "xlsx") return xlsxRows(src);
  return xlsRows(src);
}
