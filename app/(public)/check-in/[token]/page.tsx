import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckInForm } from "@/components/progress-tracking/check-in-form";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { openCheckIn } from "@/lib/progress-tracking/check-in";
import { brandingForLocation } from "@/lib/white-label/service";
import { textOn } from "@/lib/white-label/colors";

export const metadata: Metadata = { title: "Check-in", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * ProgressCheckIn (`/check-in/{token}`): a contact's weekly check-in, opened by the signed link
 * of their enrolment (lib/progress-tracking/link.ts). Rendered on the server and answered with a
 * plain POST, so it works without JavaScript; a forged, another contact's or revoked link is a 404.
 */
export default async function CheckInPage({ params }: Props) {
  const { token } = await params;
  if (token.length > 200) notFound();
  const db = await getDb();
  const open = await openCheckIn(db, token);
  if (!open) notFound();
  const brand = await brandingForLocation(db, open.locationId);
  const s = open.settings;
  const cover = textOn(s.cover_color);
  return (
    <main className="min-h-dvh bg-slate-50 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <header className="px-4 pt-6 pb-16 text-center sm:pt-10 sm:pb-20" style={{ backgroundColor: s.cover_color, color: cover }}>
        <div className="mx-auto mb-6 inline-flex rounded-lg bg-white/95 px-3 py-1.5">
          <Logo brand={brand} />
        </div>
        <h1 className="mx-auto max-w-2xl leading-tight [overflow-wrap:anywhere]" style={{ fontFamily: s.font_family === "Inter" ? "var(--font-sans)" : `"${s.font_family}", var(--font-sans)`, fontWeight: s.font_weight, fontSize: `min(${s.headline_size}px, 9vw)` }}>
          {s.headline}
        </h1>
        {s.subheadline && <p className="mx-auto mt-2 max-w-xl [overflow-wrap:anywhere]" style={{ fontSize: `min(${s.subheadline_size}px, 5.5vw)` }}>{s.subheadline}</p>}
        <p className="mx-auto mt-4 max-w-xl text-sm [overflow-wrap:anywhere]">
          Hi {open.firstName || "there"} · {open.name} · {open.periodDays === 7 ? "Week" : "Period"} {open.period + 1} ({day(open.range.start)} – {day(open.range.end)})
        </p>
      </header>
      <div className="mx-auto -mt-10 w-full max-w-xl px-4 pb-10">
        <CheckInForm
          token={token}
          sections={open.sections}
          categories={open.categories}
          submitText={s.submit_text}
          already={open.submitted ? `You have already checked in for this ${open.periodDays === 7 ? "week" : "period"}. Sending again replaces that check-in.` : null}
          colours={{ element: { bg: s.element_color, text: textOn(s.element_color) }, block: { bg: s.block_color, text: textOn(s.block_color) }, submit: { bg: s.submit_color, text: textOn(s.submit_color) } }}
        />
      </div>
    </main>
  );
}
