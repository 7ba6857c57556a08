import { array, enum as zenum, maxLength, minLength, object, refine, string, trim } from "zod/mini";
import { FONTS, FONT_WEIGHTS, type FontName } from "@/lib/composing/constants";
import { DEFAULT_TEMPLATE } from "./constants";

/**
 * The checkout page design editor's browser rules and its conversions to and from the API's
 * template (lib/checkout/schemas.ts templatePatch checks the same). Numbers and dates are typed
 * as text; the form's shape follows the API's so the server's 422 lands on the same field.
 */
export type Template = typeof DEFAULT_TEMPLATE;
export type CountdownChoice = "off" | "fixed" | "visitor";
export type TemplateValues = {
  font_family: FontName;
  font_weight: string;
  headline_size: string;
  sub_headline_size: string;
  element_color: string;
  block_background: string;
  timer_color: string;
  button_background: string;
  cover_color: string;
  proof_headline: string;
  payment_button_text: string;
  bump_acceptance_text: string;
  guarantee_headline: string;
  countdown: { mode: CountdownChoice; ends_at: string; minutes: string };
  proofs: { id: string; name: string; text: string }[];
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const whole = (min: number, max: number, what: string) =>
  string().check(refine((v) => /^\d{1,4}$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, `The ${what} must be between ${min} and ${max}.`));
const colour = (what: string) => string().check(refine((v) => HEX.test(v), `The ${what} must be a colour such as #2f7eed.`));
const words = (what: string, max: number, required = false) =>
  string().check(trim(), ...(required ? [minLength(1, `The ${what} field is required.`)] : []), maxLength(max, `The ${what} may not be greater than ${max} characters.`));

export const templateForm = object({
  font_family: zenum(FONTS),
  font_weight: string().check(refine((v) => (FONT_WEIGHTS as readonly number[]).includes(Number(v)), "Choose a weight.")),
  headline_size: whole(10, 120, "headline size"),
  sub_headline_size: whole(8, 80, "sub-headline size"),
  element_color: colour("element colour"),
  block_background: colour("block background"),
  timer_color: colour("timer colour"),
  button_background: colour("button colour"),
  cover_color: colour("cover colour"),
  proof_headline: words("proof headline", 191),
  payment_button_text: words("payment button text", 60, true),
  bump_acceptance_text: words("bump acceptance text", 120, true),
  guarantee_headline: words("guarantee headline", 191),
  countdown: object({
    mode: zenum(["off", "fixed", "visitor"]),
    ends_at: string(),
    minutes: string(),
  }).check(
    refine((c) => c.mode !== "fixed" || !Number.isNaN(Date.parse(c.ends_at)), { message: "Choose when the countdown ends.", path: ["ends_at"] }),
    refine((c) => c.mode !== "visitor" || (/^\d{1,4}$/.test(c.minutes.trim()) && Number(c.minutes) >= 1 && Number(c.minutes) <= 1440), { message: "The minutes must be between 1 and 1440.", path: ["minutes"] }),
  ),
  proofs: array(object({ id: string(), name: words("name", 191, true), text: words("text", 2000, true) })),
});

/** "2026-11-25T09:30" in the coach's time zone, for a datetime-local input. */
function localInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toTemplateValues(t: Template): TemplateValues {
  const c = t.countdown;
  return {
    font_family: (FONTS as readonly string[]).includes(t.font_family) ? (t.font_family as FontName) : "Inter",
    font_weight: String(t.font_weight),
    headline_size: String(t.headline_size),
    sub_headline_size: String(t.sub_headline_size),
    element_color: t.element_color,
    block_background: t.block_background,
    timer_color: t.timer_color,
    button_background: t.button_background,
    cover_color: t.cover_color,
    proof_headline: t.proof_headline,
    payment_button_text: t.payment_button_text,
    bump_acceptance_text: t.bump_acceptance_text,
    guarantee_headline: t.guarantee_headline,
    countdown: { mode: c.enabled ? c.mode : "off", ends_at: localInput(c.ends_at), minutes: String(c.minutes) },
    proofs: t.proofs.map((p) => ({ ...p })),
  };
}

/** The PATCH update-template body. An unused countdown setting keeps its saved value. */
export function toTemplatePatch(v: TemplateValues, saved: Template) {
  const c = v.countdown;
  return {
    font_family: v.font_family,
    font_weight: Number(v.font_weight),
    headline_size: Number(v.headline_size),
    sub_headline_size: Number(v.sub_headline_size),
    element_color: v.element_color,
    block_background: v.block_background,
    timer_color: v.timer_color,
    button_background: v.button_background,
    cover_color: v.cover_color,
    proof_headline: v.proof_headline.trim(),
    payment_button_text: v.payment_button_text.trim(),
    bump_acceptance_text: v.bump_acceptance_text.trim(),
    guarantee_headline: v.guarantee_headline.trim(),
    countdown: {
      enabled: c.mode !== "off",
      mode: c.mode === "off" ? saved.countdown.mode : c.mode,
      ends_at: c.mode === "fixed" ? new Date(c.ends_at).toISOString() : saved.countdown.ends_at,
      minutes: c.mode === "visitor" ? Number(c.minutes) : saved.countdown.minutes,
    },
    proofs: v.proofs.map((p) => ({ id: p.id, name: p.name.trim(), text: p.text.trim() })),
  };
}

/** A new proof's id (the API takes letters, digits, - and _). */
export const newProofId = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
