import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutProducts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_TEMPLATE, MESSAGES } from "./constants";
import type { TemplatePatch } from "./schemas";

const own = (ctx: Pick<Ctx, "locationId">, id: number) => and(eq(checkoutProducts.id, id), eq(checkoutProducts.locationId, ctx.locationId));

export const defaultTemplates = () => ({ data: DEFAULT_TEMPLATE });

export async function productTemplate(db: Db, ctx: Ctx, productId: number) {
  const [p] = await db.select({ template: checkoutProducts.template }).from(checkoutProducts).where(own(ctx, productId));
  if (!p) throw notFound("Product");
  return { data: { ...DEFAULT_TEMPLATE, ...p.template } };
}

/** Merges the given settings into the product's template (one statement, tenant-scoped). */
export async function updateTemplate(db: Db, ctx: Ctx, productId: number, patch: TemplatePatch) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ template: checkoutProducts.template }).from(checkoutProducts).where(own(ctx, productId)).for("update");
    if (!p) throw notFound("Product");
    const next = { ...DEFAULT_TEMPLATE, ...p.template, ...patch };
    await tx.update(checkoutProducts).set({ template: next, updatedAt: new Date() }).where(own(ctx, productId));
    return { status: 1, message: MESSAGES.templateUpdated, data: next };
  });
}

/** DELETE /{template}/{proof}/delete-proof: the template is the product's. */
export async function deleteProof(db: Db, ctx: Ctx, productId: number, proofId: string) {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ template: checkoutProducts.template }).from(checkoutProducts).where(own(ctx, productId)).for("update");
    if (!p) throw notFound("Product");
    const proofs = ((p.template.proofs as { id: string }[] | undefined) ?? []);
    if (!proofs.some((x) => x.id === proofId)) throw notFound("Proof");
    await tx.update(checkoutProducts).set({ template: { ...p.template, proofs: proofs.filter((x) => x.id !== proofId) }, updatedAt: new Date() }).where(own(ctx, productId));
    return { status: 1, message: "Proof has been deleted successfully!" };
  });
}

export async function trackingIds(db: Db, ctx: Ctx, productId: number) {
  const [p] = await db.select({ ids: checkoutProducts.trackingIds }).from(checkoutProducts).where(own(ctx, productId));
  if (!p) throw notFound("Product");
  return { data: p.ids };
}
