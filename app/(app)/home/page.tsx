import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, Clock, Gauge, PhoneCall, UserCog, type LucideIcon } from "lucide-react";
import { getDb } from "@/db";
import { RecentActivity } from "@/components/activity/recent-activity";
import { activityNotifications } from "@/lib/activity/service";
import { can } from "@/lib/auth/permissions";
import { requireCtx } from "@/lib/auth/server-session";
import type { ContactTab } from "@/lib/contacts/constants";
import { listTabs } from "@/lib/contacts/service";
import { ADMIN_SETTINGS_HREF, SETUP_GUIDE_HREF } from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";
import { firstName } from "@/lib/shell/rules";
import { formatCount, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils/cn";

export const metadata: Metadata = { title: "Home" };

/** The tools panel's guide, "Get Set Up In 3 Steps" (doc 1 s2). */
const SETUP_STEPS: { title: string; minutes: number; href: string; icon: LucideIcon; text: string }[] = [
  { title: "Account Setup", minutes: 15, href: ADMIN_SETTINGS_HREF, icon: UserCog, text: "Add your business details, branding and preferences." },
  { title: "Score", minutes: 8, href: SETUP_GUIDE_HREF, icon: Gauge, text: "See how ready your account is and what to do next." },
  { title: "Call", minutes: 30, href: SETUP_GUIDE_HREF, icon: PhoneCall, text: "Walk through your setup with our team." },
];

/** Status colour tokens per contact group (literal class names so Tailwind generates them). */
const STATUS_STYLE: Record<ContactTab, { bar: string; dot: string; text: string }> = {
  leads: { bar: "before:bg-status-leads", dot: "bg-status-leads", text: "text-status-leads-strong" },
  trials: { bar: "before:bg-status-trials", dot: "bg-status-trials", text: "text-status-trials-strong" },
  clients: { bar: "before:bg-status-clients", dot: "bg-status-clients", text: "text-status-clients-strong" },
  staff: { bar: "before:bg-status-staff", dot: "bg-status-staff", text: "text-status-staff-strong" },
  lost: { bar: "before:bg-status-lost", dot: "bg-status-lost", text: "text-status-lost-strong" },
};

const cardLink = cn(
  "group relative flex flex-col rounded-lg border border-border bg-card shadow-sm transition-[border-color,box-shadow]",
  "hover:border-input hover:shadow-md",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
);

export default async function HomePage() {
  const ctx = await requireCtx();
  const showContacts = can(ctx, "contacts-center", "view");
  const db = await getDb();
  const [tabs, activity] = await Promise.all([
    showContacts ? listTabs(db, ctx) : [],
    activityNotifications(db, ctx, { page: 1, per_page: 6 }),
  ]);
  const total = tabs.reduce((sum, t) => sum + t.count, 0);
  const name = firstName(ctx.fullName);
  // A step shows once its screen exists; Account Setup falls back to the guide without the
  // admin-settings permission. No step today: the section appears as the screens land.
  const steps = SETUP_STEPS.map((step) =>
    step.href === ADMIN_SETTINGS_HREF && !can(ctx, "admin-settings", "view") ? { ...step, href: SETUP_GUIDE_HREF } : step,
  );
  // "3 Steps" is one guide: it shows when every step's screen exists, never as a lone step.
  const guide = steps.every((step) => hasScreen(step.href)) ? steps : [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">
          {name ? `Welcome back, ${name}` : "Welcome back"}
        </h1>
        <p className="text-muted-foreground">Here&rsquo;s how your business looks today.</p>
      </div>

      {showContacts && (
        <section aria-labelledby="home-contacts" className="flex flex-col gap-4">
          <div className="flex items-end justify-between gap-4">
            <div>
              <h2 id="home-contacts" className="text-base font-semibold text-foreground">
                Your contacts
              </h2>
              <p className="text-muted-foreground">
                {formatCount(total, "contact")} across every stage
              </p>
            </div>
            <Link
              href="/contacts"
              className="inline-flex shrink-0 items-center gap-1 rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Open contacts
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {tabs.map((tab) => {
              const s = STATUS_STYLE[tab.type];
              return (
                // Five cards: on two columns the last one spans the row.
                <li key={tab.type} className="last:col-span-2 sm:last:col-span-1">
                  <Link
                    href={`/contacts?status=${tab.type}`}
                    className={cn(
                      cardLink,
                      "overflow-hidden p-4 before:absolute before:inset-x-0 before:top-0 before:h-0.5",
                      s.bar,
                    )}
                  >
                    <span className={cn("flex items-center gap-2 text-sm font-medium", s.text)}>
                      <span aria-hidden className={cn("size-2 rounded-full", s.dot)} />
                      {tab.title}
                    </span>
                    <span className="mt-2 text-2xl font-semibold tracking-tight text-foreground tabular-nums">
                      {formatNumber(tab.count)}
                    </span>
                    <span className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground group-hover:text-foreground">
                      View {tab.title.toLowerCase()}
                      <ArrowRight className="size-3 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="home-activity" className="flex flex-col gap-4">
        <div>
          <h2 id="home-activity" className="text-base font-semibold text-foreground">
            Recent activity
          </h2>
          <p className="text-muted-foreground">What happened in this location lately.</p>
        </div>
        <RecentActivity items={activity.data} />
      </section>

      {guide.length > 0 && (
        <section aria-labelledby="home-guide" className="flex flex-col gap-4">
          <div>
            <h2 id="home-guide" className="text-base font-semibold text-foreground">
              Get Set Up In 3 Steps
            </h2>
            <p className="text-muted-foreground">A short path to a fully working account.</p>
          </div>
          <ol className="grid gap-3 md:grid-cols-3">
            {guide.map((step, i) => {
              const Icon = step.icon;
              return (
                <li key={step.title}>
                  <Link href={step.href} className={cn(cardLink, "h-full gap-4 p-5")}>
                    <span className="flex items-center justify-between">
                      <span className="grid size-10 place-items-center rounded-lg bg-primary-tint text-primary-strong">
                        <Icon className="size-5" aria-hidden />
                      </span>
                      <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                        <Clock className="size-3" aria-hidden />
                        {step.minutes} min
                      </span>
                    </span>
                    <span className="flex flex-col gap-1">
                      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Step {i + 1}</span>
                      <span className="text-base font-semibold text-foreground">{step.title}</span>
                      <span className="text-muted-foreground">{step.text}</span>
                    </span>
                    <span className="mt-auto inline-flex items-center gap-1 font-medium text-primary-strong">
                      Start
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
