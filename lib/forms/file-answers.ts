import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { files, formAnswers, formQuestions } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { discardStoredFile, getFileUrl, putFile, type FileRow } from "@/lib/platform/files";
import { FILE_KINDS, type SizeLimits } from "@/lib/platform/files/constants";
import { checkUpload } from "@/lib/platform/files/validate";
import { FORM_FILE_MAX_BYTES, FORM_MSG } from "./constants";
import type { UploadedAnswer } from "./submit";

/** Every kind the platform stores, capped at the forms' 10 MB. */
const LIMITS: SizeLimits = Object.fromEntries(FILE_KINDS.map((k) => [k, FORM_FILE_MAX_BYTES]));

type FileQuestion = { id: number; required: number };
type Accepted = { questionId: number; upload: UploadedAnswer };

/** The platform's 422 for a file ("The document may not be greater than 10MB.", a disguised file...). */
function uploadMessage(e: unknown): string {
  if (e instanceof AppError && e.status === 422) {
    const fields = (e.body.errors ?? {}) as Record<string, string[]>;
    return fields.file?.[0] ?? e.message;
  }
  throw e;
}

/**
 * Checks each file question's upload the way putFile will (extension, size, sniffed content)
 * before anything is stored, adding one message per question to `errors`.
 */
export async function checkFileAnswers(questions: FileQuestion[], uploads: Record<string, UploadedAnswer | undefined>, errors: Record<string, string[]>): Promise<Accepted[]> {
  const accepted: Accepted[] = [];
  for (const q of questions) {
    const upload = uploads[String(q.id)];
    const key = `answers.${q.id}`;
    if (!upload || upload.bytes.byteLength === 0) {
      if (q.required) errors[key] = [FORM_MSG.required];
      continue;
    }
    try {
      await checkUpload(upload.name, upload.bytes, LIMITS);
      accepted.push({ questionId: q.id, upload });
    } catch (e) {
      errors[key] = [uploadMessage(e)];
    }
  }
  return accepted;
}

export type StoredAnswer = { questionId: number; row: FileRow };

/** Stores the checked uploads as the location's private files (no user: a visitor sent them). */
export async function storeFileAnswers(db: Db, locationId: number, accepted: Accepted[]): Promise<StoredAnswer[]> {
  const stored: StoredAnswer[] = [];
  try {
    for (const a of accepted) {
      const row = await putFile(db, { locationId, userId: null }, { name: a.upload.name, bytes: a.upload.bytes, visibility: "private" });
      stored.push({ questionId: a.questionId, row });
    }
  } catch (e) {
    await discardFileAnswers(db, stored);
    throw e;
  }
  return stored;
}

/** Removes files whose answers were never written (their rows, then their bytes). */
export async function discardFileAnswers(db: Db, stored: StoredAnswer[]) {
  if (!stored.length) return;
  await db.delete(files).where(inArray(files.id, stored.map((s) => s.row.id)));
  for (const s of stored) await discardStoredFile(s.row);
}

type StoredBytes = Pick<FileRow, "provider" | "storageKey">;

/**
 * Deletes the files that file answers name (their values are file ids), for the answers about
 * to go (`answers`: the respondents, forms or question being deleted), in the caller's
 * transaction. The bytes go after it commits: `discardAnswerBytes` with what this returns.
 */
export async function deleteAnswerFiles(tx: Db, locationId: number, answers: SQL): Promise<StoredBytes[]> {
  const named = tx
    .select({ id: sql<number>`${formAnswers.value}::int` })
    .from(formAnswers)
    .innerJoin(formQuestions, and(eq(formQuestions.id, formAnswers.questionId), eq(formQuestions.locationId, formAnswers.locationId)))
    .where(and(eq(formAnswers.locationId, locationId), eq(formQuestions.type, "file"), sql`${formAnswers.value} ~ '^[0-9]{1,9}$'`, answers));
  return tx.delete(files).where(and(eq(files.locationId, locationId), inArray(files.id, named))).returning({ provider: files.provider, storageKey: files.storageKey });
}

/** The bytes of answer files whose rows were deleted (deleteAnswerFiles), once that has committed. */
export async function discardAnswerBytes(gone: StoredBytes[]) {
  for (const f of gone) await discardStoredFile(f);
}

export type FileAnswer = { name: string; url: string | null };

/**
 * The files a set of file answers name (their values are file ids), by value: the stored name
 * and the download path. Only the location's files are read; anything else stays unresolved.
 */
export async function fileAnswerNames(db: Db, locationId: number, values: string[]): Promise<Map<string, FileAnswer>> {
  const ids = [...new Set(values.filter((v) => /^\d{1,10}$/.test(v)).map(Number))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: files.id, originalName: files.originalName, provider: files.provider, storageKey: files.storageKey, providerUrl: files.providerUrl, visibility: files.visibility })
    .from(files)
    .where(and(eq(files.locationId, locationId), inArray(files.id, ids)));
  return new Map(rows.map((r) => [String(r.id), { name: r.originalName, url: getFileUrl(r) }]));
}
