import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { signatureSettings, signatures } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { SIGNATURE_MSG } from "./constants";
import { signatureHtml, type SignatureLook } from "./html";
import { signatureFields, type Signature, type SignatureStore } from "./schemas";

type C = Pick<Ctx, "locationId">;
type Row = typeof signatures.$inferSelect;

const FIELDS = Object.keys(signatureFields) as (keyof SignatureLook)[];
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function toApi(row: Row, defaultId: number | null): Signature {
  const look = Object.fromEntries(FIELDS.map((f) => [f, row[camel(f) as keyof Row]])) as SignatureLook;
  return { id: row.id, ...look, is_default: row.id === defaultId, html: signatureHtml(look) };
}

function toRow(input: SignatureStore) {
  return Object.fromEntries(FIELDS.map((f) => [camel(f), input[f]])) as unknown as Omit<typeof signatures.$inferInsert, "locationId">;
}

async function settingsOf(db: Db, locationId: number) {
  const [s] = await db.select().from(signatureSettings).where(eq(signatureSettings.locationId, locationId));
  return { defaultId: s?.defaultSignatureId ?? null, applyToAll: s?.applyToAll ?? false };
}

export async function listSignatures(db: Db, ctx: C) {
  const [rows, s] = await Promise.all([
    db.select().from(signatures).where(eq(signatures.locationId, ctx.locationId)).orderBy(asc(signatures.id)),
    settingsOf(db, ctx.locationId),
  ]);
  return { signatures: rows.map((r) => toApi(r, s.defaultId)), default: s.defaultId, apply_to_all: s.applyToAll };
}

/** One signature by id, or the location's default (null when there is none). */
export async function getSignature(db: Db, ctx: C, id?: number) {
  const s = await settingsOf(db, ctx.locationId);
  const wanted = id ?? s.defaultId;
  if (wanted === null) return { data: null, apply_to_all: s.applyToAll };
  const [row] = await db.select().from(signatures).where(and(eq(signatures.id, wanted), eq(signatures.locationId, ctx.locationId)));
  if (!row) {
    if (id !== undefined) throw notFound("Signature");
    return { data: null, apply_to_all: s.applyToAll };
  }
  return { data: toApi(row, s.defaultId), apply_to_all: s.applyToAll };
}

/**
 * Creates or updates a signature and, in the same transaction, the location's choice: `default`
 * makes it the default (unticking it on the default clears the default), `apply_to_all` when sent.
 */
export async function storeSignature(db: Db, ctx: C, input: SignatureStore) {
  const saved = await db.transaction(async (tx) => {
    let row: Row | undefined;
    if (input.id !== undefined) {
      [row] = await tx.update(signatures).set({ ...toRow(input), updatedAt: sql`now()` }).where(and(eq(signatures.id, input.id), eq(signatures.locationId, ctx.locationId))).returning();
      if (!row) throw notFound("Signature");
    } else {
      [row] = await tx.insert(signatures).values({ ...toRow(input), locationId: ctx.locationId }).returning();
    }
    const current = await settingsOf(tx as unknown as Db, ctx.locationId);
    const defaultId = input.default ? row.id : current.defaultId === row.id ? null : current.defaultId;
    const applyToAll = input.apply_to_all ?? current.applyToAll;
    await tx
      .insert(signatureSettings)
      .values({ locationId: ctx.locationId, defaultSignatureId: defaultId, applyToAll })
      .onConflictDoUpdate({ target: signatureSettings.locationId, set: { defaultSignatureId: defaultId, applyToAll } });
    return toApi(row, defaultId);
  });
  return { status: 1, message: SIGNATURE_MSG.saved, data: saved };
}

export async function deleteSignature(db: Db, ctx: C, id: number) {
  const rows = await db.delete(signatures).where(and(eq(signatures.id, id), eq(signatures.locationId, ctx.locationId))).returning({ id: signatures.id });
  if (rows.length === 0) throw notFound("Signature");
  return { status: 1, message: SIGNATURE_MSG.deleted };
}

/**
 * What every email of the location gets from signatures: the default's HTML when apply_to_all is
 * on, and the default's phone and address (the business merge fields' values).
 */
export async function emailSignature(db: Db, locationId: number): Promise<{ append: string | null; phone: string; address: string }> {
  const [row] = await db
    .select({ sig: signatures, applyToAll: signatureSettings.applyToAll })
    .from(signatureSettings)
    .innerJoin(signatures, and(eq(signatures.id, signatureSettings.defaultSignatureId), eq(signatures.locationId, locationId)))
    .where(eq(signatureSettings.locationId, locationId));
  if (!row) return { append: null, phone: "", address: "" };
  const api = toApi(row.sig, row.sig.id);
  return { append: row.applyToAll ? api.html : null, phone: row.sig.phone, address: row.sig.address };
}
