import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ImageIndex } from "@/components/image-library/image-index";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { LIBRARY_PER_PAGE } from "@/lib/image-library/constants";
import { listImages } from "@/lib/image-library/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Images" };

/** ImageLibrary: the main folder's first page of images comes straight from the service (no API hop). */
export default async function ImagesPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "files", "view")) redirect("/access-denied");
  const page = await listImages(await getDb(), ctx, { page: 1, per_page: LIBRARY_PER_PAGE, type: "all", selected_size_only: 0, folder_id: 0 });
  return <ImageIndex initialPage={page} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
