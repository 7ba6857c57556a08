"use client";

import type { ReactNode } from "react";
import "@/components/fonts/headline-fonts";
import { headingStyle, type HeadingSettingValue } from "@/lib/pages/constants";

/** Coerces the form's in-progress values (numbers may be text while typed) for the preview. */
function settingOf(s: Partial<Record<keyof HeadingSettingValue, unknown>> | undefined, fallback: HeadingSettingValue): HeadingSettingValue {
  const n = (v: unknown, d: number) => (Number.isFinite(Number(v)) && v !== "" ? Number(v) : d);
  const hex = (v: unknown, d: string) => (typeof v === "string" && /^#[0-9a-f]{6}$/i.test(v) ? v : d);
  return {
    font_family: (s?.font_family as HeadingSettingValue["font_family"]) ?? fallback.font_family,
    font_weight: n(s?.font_weight, fallback.font_weight),
    font_size: Math.min(200, Math.max(8, n(s?.font_size, fallback.font_size))),
    font_color: hex(s?.font_color, fallback.font_color),
    shadow: !!s?.shadow,
    shadow_x: n(s?.shadow_x, 0),
    shadow_y: n(s?.shadow_y, 0),
    shadow_blur: n(s?.shadow_blur, 0),
    shadow_color: hex(s?.shadow_color, "#000000"),
  };
}

/**
 * The page's top as the client will see it, following the editor as the coach types: cover
 * image, headline and subheadline in their fonts, weights, sizes, colours and shadows.
 */
export function PagePreview({ cover, headline, subheadline, headlineSetting, subheadlineSetting, defaults, body }: {
  cover: string | null;
  headline: string;
  subheadline: string;
  headlineSetting: Partial<Record<keyof HeadingSettingValue, unknown>> | undefined;
  subheadlineSetting: Partial<Record<keyof HeadingSettingValue, unknown>> | undefined;
  defaults: { headline: HeadingSettingValue; subheadline: HeadingSettingValue };
  /** The saved body as the server renders it for clients (null: nothing written yet). */
  body: ReactNode;
}) {
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-lg border border-border bg-card">
      <p className="border-b border-border px-3 py-2 text-xs font-medium text-muted-foreground">Preview</p>
      {cover && (
        // eslint-disable-next-line @next/next/no-img-element -- the coach's own image library URL
        <img src={cover} alt="" className="aspect-[2560/600] w-full object-cover" />
      )}
      <div className="flex flex-col gap-2 overflow-hidden px-4 py-6 text-center" data-testid="page-preview">
        <h2 className="break-words" style={headingStyle(settingOf(headlineSetting, defaults.headline))}>{headline || "Your headline"}</h2>
        {subheadline && <p className="break-words" style={headingStyle(settingOf(subheadlineSetting, defaults.subheadline))}>{subheadline}</p>}
      </div>
      {body && (
        <div className="border-t border-border px-4 py-4" data-testid="page-preview-body">
          <p className="mb-2 text-xs font-medium text-muted-foreground">Content, as last saved</p>
          <div className="min-w-0 overflow-hidden break-words">{body}</div>
        </div>
      )}
    </section>
  );
}
