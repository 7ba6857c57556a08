import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckInForm } from "@/components/progress-tracking/check-in-form";
import { SubmissionHeader } from "@/components/public-submission/submission-header";
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
  return (
    <main className="min-h-dvh bg-slate-50 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <SubmissionHeader brand={brand} settings={s}>
        Hi {open.firstName || "there"} · {open.name} · {open.periodDays === 7 ? "Week" : "Period"} {open.period + 1} ({day(open.range.start)} – {day(open.range.end)})
      </SubmissionHeader>
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
