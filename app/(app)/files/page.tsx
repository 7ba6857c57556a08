import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FileIndex } from "@/components/file-library/file-index";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { fileList, toFileQuery } from "@/lib/file-library/columns";
import { listFiles } from "@/lib/file-library/service";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Files" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** FileIndex: the main folder's first page comes straight from the service (no API hop). */
export default async function FilesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "files", "view")) redirect("/access-denied");
  const state = parseListParams(fileList, params);
  const db = await getDb();
  const [page, targets] = await Promise.all([listFiles(db, ctx, toFileQuery(state, 0)), copyTargets(db, ctx)]);
  return <FileIndex initialPage={page} initialState={state} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} copyTargets={targets} />;
}
