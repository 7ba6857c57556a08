import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { FormEditor } from "@/components/forms/form-editor";
import { getDb } from "@/db";
import { appUrl } from "@/lib/auth/app-url";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { listQuestions } from "@/lib/forms/questions";
import { formDetails } from "@/lib/forms/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Form" };

/** FormEdit: the form and its questions come straight from the services; another location's form is a 404. */
export default async function FormEditPage({ params, searchParams }: { params: Promise<{ form: string }>; searchParams: Promise<{ tab?: string }> }) {
  const [{ form }, { tab }, ctx] = await Promise.all([params, searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "forms", "view")) redirect("/access-denied");
  const id = Number(form);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const db = await getDb();
  const loaded = await Promise.all([formDetails(db, ctx, id), listQuestions(db, ctx, id)]).catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!loaded) notFound();
  const [details, questions] = loaded;
  return <FormEditor initial={details} initialQuestions={questions} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} origin={appUrl()} tab={tab} />;
}
