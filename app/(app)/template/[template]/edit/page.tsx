import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TemplateEditor } from "@/components/templates/template-editor";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/http/errors";
import { findTemplate } from "@/lib/templates/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Template" };

/** TemplateEdit: the location's template, or the 404 page (another location's id too). */
export default async function TemplateEditPage({ params }: { params: Promise<{ template: string }> }) {
  const [{ template: raw }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "templates", "view")) redirect("/access-denied");
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id || id > 2_147_483_647) notFound();
  const db = await getDb();
  const template = await findTemplate(db, ctx.locationId, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!template) notFound();
  return <TemplateEditor template={template} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
