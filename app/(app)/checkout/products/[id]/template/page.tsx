import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TemplateEditor } from "@/components/checkout/template-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { productDetails } from "@/lib/checkout/products";
import type { Template } from "@/lib/checkout/template-form";
import { AppError } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout page design" };

/** A product's checkout page design: the location's product (another's is the 404 page). */
export default async function ProductTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id: raw }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id || id > 2_147_483_647) notFound();
  const db = await getDb();
  const product = await productDetails(db, ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!product) notFound();
  return (
    <TemplateEditor
      product={{ id: product.id, name: product.name, public_id: product.public_id, archived: product.archived }}
      template={product.template as Template}
      canUpdate={can(ctx, "checkouts", "update")}
    />
  );
}
