import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ClientPortalSettings } from "@/components/client-portal/client-portal-settings";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { clientPortalSettings } from "@/lib/portal/settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Client Portal" };

/** ClientPortalIndex: the coach's portal settings; the first answer comes straight from the service. */
export default async function ClientPortalPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "client-portal", "view")) redirect("/access-denied");
  const { data } = await clientPortalSettings(await getDb(), ctx);
  const may = {
    update: can(ctx, "client-portal", "update"),
    playbooks: can(ctx, "playbooks", "update"),
    pages: can(ctx, "pages", "update"),
    forms: can(ctx, "forms", "update"),
    files: can(ctx, "files", "update"),
  };
  return <ClientPortalSettings initial={data} may={may} />;
}
