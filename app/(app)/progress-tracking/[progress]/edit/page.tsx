import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TrackingEditor } from "@/components/progress-tracking/tracking-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { settingsValues } from "@/lib/progress-tracking/form-schemas";
import { findTracking, questionSections } from "@/lib/progress-tracking/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Client Tracking" };

const orNull = <T,>(p: Promise<T>) =>
  p.catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });

/** The editor: the tracking and its questions come straight from the service; another location's id is a 404. */
export default async function ProgressTrackingEditPage({ params, searchParams }: { params: Promise<{ progress: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ progress }, { tab }, ctx] = await Promise.all([params, searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "progress-tracking", "view")) redirect("/access-denied");
  const id = Number(progress);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const db = await getDb();
  const [tracking, sections] = await Promise.all([orNull(findTracking(db, ctx, id)), orNull(questionSections(db, ctx, id))]);
  if (!tracking || !sections) notFound();
  return (
    <TrackingEditor
      tracking={{ id, name: tracking.name, periodDays: tracking.periodDays, settings: settingsValues(tracking.publicSettings) }}
      initialSections={sections}
      access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }}
      tab={typeof tab === "string" ? tab : undefined}
    />
  );
}
