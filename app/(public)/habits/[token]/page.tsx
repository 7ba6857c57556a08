import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Flame } from "lucide-react";
import { HabitForm } from "@/components/habit-tracking/habit-form";
import { SubmissionHeader } from "@/components/public-submission/submission-header";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { openHabits } from "@/lib/habit-tracking/habit-log";
import { brandingForLocation } from "@/lib/white-label/service";
import { textOn } from "@/lib/white-label/colors";

export const metadata: Metadata = { title: "Habits", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ day?: string }> };

const label = (iso: string, today: string) => {
  if (iso === today) return "Today";
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
};
const short = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });

/**
 * HabitLog (`/habits/{token}`): a contact logs a day's habits (today or one of the six before),
 * opened by the signed link of their enrolment (lib/habit-tracking/link.ts). Rendered on the
 * server and answered with a plain POST, so it works without JavaScript; a forged, another
 * contact's or revoked link is a 404.
 */
export default async function HabitPage({ params, searchParams }: Props) {
  const { token } = await params;
  const { day } = await searchParams;
  if (token.length > 200) notFound();
  const db = await getDb();
  const open = await openHabits(db, token, typeof day === "string" ? day : undefined);
  if (!open) notFound();
  const brand = await brandingForLocation(db, open.locationId);
  const s = open.settings;
  const element = { bg: s.element_color, text: textOn(s.element_color) };
  return (
    <main className="min-h-dvh bg-slate-50 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <SubmissionHeader brand={brand} settings={s}>
        <p>Hi {open.firstName || "there"} · {open.name}</p>
        <p className="mt-1 inline-flex items-center gap-1.5 font-semibold"><Flame className="size-4" aria-hidden="true" />{open.streak === 1 ? "1 day streak" : `${open.streak} day streak`}</p>
      </SubmissionHeader>
      <div className="mx-auto -mt-10 flex w-full max-w-xl flex-col gap-4 px-4 pb-10">
        {open.days.length > 1 && (
          <nav aria-label="Day to log" className="rounded-2xl bg-card p-2 shadow-sm">
            <ul className="flex gap-1 overflow-x-auto">
              {[...open.days].reverse().map((d) => (
                <li key={d} className="shrink-0">
                  <Link
                    href={`?day=${d}`}
                    aria-current={d === open.day ? "date" : undefined}
                    className="flex min-h-11 min-w-11 flex-col items-center justify-center rounded-lg px-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=date]:bg-[var(--on)] aria-[current=date]:text-[var(--on-text)]"
                    style={{ ["--on" as string]: element.bg, ["--on-text" as string]: element.text }}
                  >
                    {/* The short day is what shows; the full date is what a screen reader says. */}
                    <span aria-hidden="true">{d === open.today ? "Today" : short(d)}</span>
                    <span aria-hidden="true" className="text-xs">{Number(d.slice(8))}</span>
                    <span className="sr-only">{label(d, open.today)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <h2 className="sr-only">{label(open.day, open.today)}</h2>
        <HabitForm
          key={open.day}
          token={token}
          day={open.day}
          dayLabel={label(open.day, open.today)}
          categories={open.categories}
          submitText={s.submit_text}
          colours={{ element, block: { bg: s.block_color, text: textOn(s.block_color) }, submit: { bg: s.submit_color, text: textOn(s.submit_color) } }}
        />
      </div>
    </main>
  );
}
