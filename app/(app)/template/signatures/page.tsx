import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignatureIndex } from "@/components/signatures/signature-index";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { listSignatures } from "@/lib/signatures/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Signatures" };

/** SignatureIndex: the location's signatures, loaded on the server. */
export default async function SignaturesPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "templates", "view")) redirect("/access-denied");
  const data = await listSignatures(await getDb(), ctx);
  return <SignatureIndex initial={data} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
