import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PageEditor } from "@/components/pages/page-editor";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { INT32_MAX } from "@/lib/http/schemas";
import { pageDetails } from "@/lib/pages/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Page" };

/** PageEdit (/page/{page}/edit): a missing or another location's page is the 404 page. */
export default async function PageEditPage({ params }: { params: Promise<{ page: string }> }) {
  const [{ page: raw }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "pages", "view")) redirect("/access-denied");
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= INT32_MAX)) notFound();
  const page = await pageDetails(await getDb(), ctx, id).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!page) notFound();
  // The saved body as the client will see it: rendered and sanitized here, on the server.
  return <PageEditor initial={page} userId={ctx.userId} canUpdate={can(ctx, "pages", "update")} savedBody={page.body ? <RichTextView html={page.body} className="text-sm" /> : null} />;
}
