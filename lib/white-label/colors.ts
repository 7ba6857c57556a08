/**
 * A white label gives one colour; the theme needs the shades DESIGN.md's tokens stand for
 * (app/globals.css "Brand: primary"). They are derived here so any colour a coach picks keeps
 * the contrast the product promises (WCAG AA): filled buttons and primary text use a shade
 * dark enough for 4.5:1 with white, the focus ring one with at least 3:1 on white.
 */

/** The kit's one colour pattern (flagless for the OpenAPI document). */
import { HEX_COLOR } from "@/lib/http/patterns";
export { HEX_COLOR };

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** The colour darkened (towards black) just enough to reach `ratio` against white. */
function darkenTo(hex: string, ratio: number): string {
  const rgb = toRgb(hex);
  for (let t = 0; t <= 1; t += 0.02) {
    const candidate = toHex(mix(rgb, [0, 0, 0], t));
    if (contrastWithWhite(candidate) >= ratio) return candidate;
  }
  return "#000000";
}

export type BrandShades = { primary: string; strong: string; hover: string; tint: string; ring: string };

/** The theme's primary shades from one brand colour ("#rrggbb"). */
export function brandShades(hex: string): BrandShades {
  const primary = hex.toLowerCase();
  const strong = darkenTo(primary, 4.6);
  return {
    primary,
    strong,
    hover: toHex(mix(toRgb(strong), [0, 0, 0], 0.15)),
    tint: toHex(mix(toRgb(primary), [255, 255, 255], 0.9)),
    ring: contrastWithWhite(primary) >= 3 ? primary : darkenTo(primary, 3),
  };
}

/** CSS custom properties that re-colour everything under the element they are set on. */
export function brandStyle(hex: string | null | undefined): Record<string, string> | undefined {
  if (!hex || !HEX_COLOR.test(hex)) return undefined;
  const s = brandShades(hex);
  return {
    "--color-primary": s.ring,
    "--color-primary-strong": s.strong,
    "--color-primary-hover": s.hover,
    "--color-primary-tint": s.tint,
    "--color-ring": s.ring,
  };
}

/** White or near-black, whichever reads at 4.5:1 on the given background (a coach's block colours). */
export function textOn(hex: string): string {
  if (!HEX_COLOR.test(hex)) return "#111827";
  return contrastWithWhite(hex) >= 4.5 ? "#ffffff" : "#111827";
}
