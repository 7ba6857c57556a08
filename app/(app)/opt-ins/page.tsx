import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OptInIndex } from "@/components/opt-ins/opt-in-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { SERVICES } from "@/lib/opt-ins/constants";
import { listServiceSettings } from "@/lib/opt-ins/service";
import { listTags } from "@/lib/tags/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Opt-ins" };

/** OptinIndex (/opt-ins): every service's settings come straight from the service (no API hop). */
export default async function OptInsPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "opt-ins", "view")) redirect("/access-denied");
  const db = await getDb();
  const services = [];
  // One after another: the first read makes the location's account row and defaults.
  for (const id of Object.keys(SERVICES).map(Number)) services.push(await listServiceSettings(db, ctx, id));
  const tags = can(ctx, "tags", "view") ? (await listTags(db, ctx, {})).original.map((t) => ({ id: t.id, name: t.name })) : [];
  return <OptInIndex initial={services} tags={tags} access={{ canUpdate: can(ctx, "opt-ins", "update") }} />;
}
