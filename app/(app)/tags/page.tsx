import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TagIndex } from "@/components/tags/tag-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { listTags } from "@/lib/tags/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Tags" };

/** TagIndex (/tags): the tags come straight from the service (no API hop). */
export default async function TagsPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "tags", "view")) redirect("/access-denied");
  const tags = await listTags(await getDb(), ctx, {});
  return (
    <TagIndex
      initial={tags}
      access={{ canCreate: can(ctx, "tags", "create"), canUpdate: can(ctx, "tags", "update"), canDelete: can(ctx, "tags", "delete") }}
    />
  );
}
