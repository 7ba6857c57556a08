import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { HabitTrackingEditor } from "@/components/habit-tracking/habit-tracking-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { habitSettingsValues } from "@/lib/habit-tracking/form-schemas";
import { findTracking, habitCategories } from "@/lib/habit-tracking/service";
import { AppError } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Habit Tracking" };

const orNull = <T,>(p: Promise<T>) =>
  p.catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });

/** HabitTrackingEdit: the tracking and its habits come straight from the service; another location's id is a 404. */
export default async function HabitTrackingEditPage({ params, searchParams }: { params: Promise<{ habit: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ habit }, { tab }, ctx] = await Promise.all([params, searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "habit-tracking", "view")) redirect("/access-denied");
  const id = Number(habit);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const db = await getDb();
  const [tracking, categories] = await Promise.all([orNull(findTracking(db, ctx, id)), orNull(habitCategories(db, ctx, id))]);
  if (!tracking || !categories) notFound();
  return (
    <HabitTrackingEditor
      tracking={{ id, name: tracking.name, settings: habitSettingsValues(tracking.publicSettings) }}
      initialCategories={categories.data}
      access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }}
      tab={typeof tab === "string" ? tab : undefined}
    />
  );
}
