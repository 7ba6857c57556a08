import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { JourneyBuilder } from "@/components/journeys/journey-builder";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { journeyDetails } from "@/lib/journeys/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Journey" };

/** The builder: the journey comes straight from the service; another location's id is a 404. */
export default async function JourneyEditPage({ params }: { params: Promise<{ journey: string }> }) {
  const [{ journey }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "journeys", "view")) redirect("/access-denied");
  const id = Number(journey);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const detail = await journeyDetails(await getDb(), ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!detail) notFound();
  return <JourneyBuilder initial={detail} canEdit={can(ctx, "journeys", "update")} />;
}
