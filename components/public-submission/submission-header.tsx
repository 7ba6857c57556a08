import type { ReactNode } from "react";
import { Logo } from "@/components/shell/logo";
import { textOn } from "@/lib/white-label/colors";

type Brand = Parameters<typeof Logo>[0]["brand"];
export type HeaderSettings = { cover_color: string; headline: string; subheadline: string; font_family: string; font_weight: number; headline_size: number; subheadline_size: number; overlay_opacity?: number };

/**
 * The cover of a public submission page (progress check-in, habits): the coach's logo, the
 * headline and subheadline in the page's font settings, and a line about the contact. The text
 * colour keeps AA contrast on the coach's cover colour (textOn, the checkout page's rule).
 */
export function SubmissionHeader({ brand, settings: s, children }: { brand: Brand; settings: HeaderSettings; children?: ReactNode }) {
  return (
    <header className="px-4 pt-6 pb-16 text-center sm:pt-10 sm:pb-20" style={{ backgroundColor: s.cover_color, color: textOn(s.cover_color) }}>
      <div className="mx-auto mb-6 inline-flex rounded-lg bg-white/95 px-3 py-1.5">
        <Logo brand={brand} />
      </div>
      <h1 className="mx-auto max-w-2xl leading-tight [overflow-wrap:anywhere]" style={{ fontFamily: s.font_family === "Inter" ? "var(--font-sans)" : `"${s.font_family}", var(--font-sans)`, fontWeight: s.font_weight, fontSize: `min(${s.headline_size}px, 9vw)` }}>
        {s.headline}
      </h1>
      {s.subheadline && <p className="mx-auto mt-2 max-w-xl [overflow-wrap:anywhere]" style={{ fontSize: `min(${s.subheadline_size}px, 5.5vw)` }}>{s.subheadline}</p>}
      {children && <div className="mx-auto mt-4 max-w-xl text-sm [overflow-wrap:anywhere]">{children}</div>}
    </header>
  );
}
