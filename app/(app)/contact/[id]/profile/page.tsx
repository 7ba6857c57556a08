import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ContactProfile } from "@/components/contacts/contact-profile";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { fetchContact } from "@/lib/contacts/crud";
import { EMAIL_LOGS_PER_PAGE, LIFECYCLES_PER_PAGE, NOTES_PER_PAGE, REWARDS_PER_PAGE } from "@/lib/contacts/constants";
import { contactCustomValues } from "@/lib/contacts/custom-fields";
import { listEmailLogs } from "@/lib/contacts/email-logs";
import { listLifecycles } from "@/lib/contacts/lifecycle";
import { listRewards, rewardPoints } from "@/lib/contacts/rewards";
import { contactStats } from "@/lib/contacts/stats";
import { listNotes } from "@/lib/contacts/notes";
import { listTabs } from "@/lib/contacts/service";
import { AppError } from "@/lib/http/errors";
import { INT32_MAX } from "@/lib/http/schemas";
import { contactTagList } from "@/lib/tags/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Contact Profile" };

/** ContactProfile (/contact/{id}/profile): a missing or foreign contact is the 404 page (doc 2 s8). */
export default async function ContactProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id: raw }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= INT32_MAX)) notFound();

  const db = await getDb();
  const contact = await fetchContact(db, ctx, id).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!contact) notFound();
  const [tabs, notes, tags, points, rewards, emailLogs, stats, customFields, lifecycles] = await Promise.all([
    listTabs(db, ctx),
    listNotes(db, ctx, id, { page: 1, per_page: NOTES_PER_PAGE }),
    contactTagList(db, ctx, id),
    rewardPoints(db, ctx, id),
    listRewards(db, ctx, id, { page: 1, per_page: REWARDS_PER_PAGE }),
    listEmailLogs(db, ctx, id, { page: 1, per_page: EMAIL_LOGS_PER_PAGE }),
    contactStats(db, ctx, id),
    contactCustomValues(db, ctx, id),
    listLifecycles(db, ctx, id, { page: 1, per_page: LIFECYCLES_PER_PAGE }),
  ]);

  // Sections render from the registry (components/contacts/profile/sections.tsx); the server
  // preloads their first answers, keyed by section id, so the profile arrives whole. A
  // section of another module without a preload here loads in the browser.
  return (
    <ContactProfile
      initialContact={contact}
      tabs={tabs}
      access={{ canUpdate: can(ctx, "contacts-center", "update"), canCreateTag: can(ctx, "tags", "create"), canViewTags: can(ctx, "tags", "view"), canViewFiles: can(ctx, "files", "view"), canAssignFiles: can(ctx, "files", "update"), canViewPages: can(ctx, "pages", "view"), canUpdatePages: can(ctx, "pages", "update"), canViewForms: can(ctx, "forms", "view"), canSendForms: can(ctx, "forms", "update"), canViewBroadcasts: can(ctx, "broadcasts", "view"), canViewProgressTracking: can(ctx, "progress-tracking", "view"), canUpdateProgressTracking: can(ctx, "progress-tracking", "update"), canViewHabitTracking: can(ctx, "habit-tracking", "view"), canUpdateHabitTracking: can(ctx, "habit-tracking", "update"), canViewSequences: can(ctx, "sequences", "view"), canUpdateSequences: can(ctx, "sequences", "update"), canViewWorkouts: can(ctx, "workouts", "view"), canAssignWorkouts: can(ctx, "workouts", "update") }}
      initial={{ notes, tags, rewards: { points, first: rewards }, "email-logs": emailLogs, stats, "custom-fields": customFields, lifecycle: lifecycles }}
    />
  );
}
