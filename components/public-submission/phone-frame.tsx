"use client";

import type { ReactNode } from "react";
import type { PublicSettingsValues } from "@/lib/public-links/page-settings-form";
import { textOn } from "@/lib/white-label/colors";

/** A colour as typed, or the fallback while it is not yet a full #rrggbb. */
export const safeColor = (hex: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : fallback);

/**
 * A public submission page as a client sees it on a phone, drawn from the settings being
 * edited: the cover with headline and subheadline, the module's blocks (children), the submit
 * button. Text on each colour uses the public pages' own AA rule (`textOn`), so what the coach
 * sees is what the client gets.
 */
export function PhoneFrame({ label, settings, greeting, submitFallback, children }: { label: string; settings: PublicSettingsValues; greeting: string; submitFallback: string; children: ReactNode }) {
  const cover = safeColor(settings.cover_color, "#1976d2");
  const submit = safeColor(settings.submit_color, "#2c3e50");
  return (
    <figure aria-label={label} className="mx-auto w-full max-w-[18rem]">
      <div className="overflow-hidden rounded-[2rem] border-[6px] border-foreground/85 bg-slate-50 shadow-lg">
        <div className="max-h-[34rem] overflow-y-auto" inert>
          <div className="px-4 pt-8 pb-10 text-center" style={{ backgroundColor: cover, color: textOn(cover) }}>
            <p className="text-[22px] leading-tight font-semibold [overflow-wrap:anywhere]">{settings.headline || "\u00a0"}</p>
            {settings.subheadline && <p className="mt-1 text-sm [overflow-wrap:anywhere]">{settings.subheadline}</p>}
            <p className="mt-2 text-[11px]">{greeting}</p>
          </div>
          <div className="-mt-6 flex flex-col gap-3 px-3 pb-5">
            {children}
            <div className="rounded-lg py-2.5 text-center text-sm font-semibold" style={{ backgroundColor: submit, color: textOn(submit) }}>{settings.submit_text || submitFallback}</div>
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-muted-foreground">Live preview · text colours keep AA contrast</figcaption>
    </figure>
  );
}
