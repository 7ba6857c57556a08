/**
 * The public submission pages' settings as the coach edits them (progress check-in, habits,
 * later workouts): the browser-side schema (zod/mini) and the stored document over a module's
 * defaults. Each module's server schema checks again.
 */
import { maxLength, object, regex, string } from "zod/mini";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";

const color = (what: string) => string().check(regex(HEX_COLOR, `The ${what} color must be a colour like #2f7eed.`));
export const publicSettingsForm = object({
  headline: string().check(maxLength(200)),
  subheadline: string().check(maxLength(300)),
  submit_text: string().check(maxLength(60)),
  thank_you: string().check(maxLength(500)),
  cover_color: color("cover"),
  element_color: color("element"),
  block_color: color("block"),
  submit_color: color("submit"),
});
export type PublicSettingsValues = { headline: string; subheadline: string; submit_text: string; thank_you: string; cover_color: string; element_color: string; block_color: string; submit_color: string };

export const PUBLIC_SETTING_KEYS = ["headline", "subheadline", "submit_text", "thank_you", "cover_color", "element_color", "block_color", "submit_color"] as const;

/** The stored settings over the module's defaults (doc 3 s9), as the form edits them. */
export function pageSettingsValues(stored: Record<string, unknown>, defaults: PublicSettingsValues): PublicSettingsValues {
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, typeof stored[k] === "string" ? stored[k] : defaults[k]])) as PublicSettingsValues;
}
