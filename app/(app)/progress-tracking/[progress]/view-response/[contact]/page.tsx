import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ViewResponse } from "@/components/progress-tracking/view-response";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { contactTrends } from "@/lib/progress-tracking/insights";
import { contactCheckIns, contactProofs, findTracking, getRelation, questionSections } from "@/lib/progress-tracking/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Progress Tracking Response" };

const idOf = (s: string) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** A contact's responses: everything from the services in one go; another location's tracking or contact is a 404. */
export default async function ProgressTrackingResponsePage({ params }: { params: Promise<{ progress: string; contact: string }> }) {
  const [p, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "progress-tracking", "view")) redirect("/access-denied");
  const trackingId = idOf(p.progress);
  const contactId = idOf(p.contact);
  if (!trackingId || !contactId) notFound();
  const db = await getDb();
  const loaded = await Promise.all([
    findTracking(db, ctx, trackingId), getRelation(db, ctx, trackingId, contactId), questionSections(db, ctx, trackingId),
    contactCheckIns(db, ctx, trackingId, contactId), contactProofs(db, ctx, trackingId, contactId), contactTrends(db, ctx, trackingId, contactId),
  ]).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!loaded) notFound();
  const [tracking, relation, sections, checkIns, proofs, trends] = loaded;
  return (
    <ViewResponse
      tracking={{ id: trackingId, name: tracking.name, periodDays: tracking.periodDays }}
      relation={relation.data}
      sections={sections.data}
      categories={sections.categories}
      checkIns={checkIns.data}
      proofs={proofs.data}
      trends={trends.data}
    />
  );
}
