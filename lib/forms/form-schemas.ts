/**
 * The builder's browser-side schemas (zod/mini, small bundle). They say what the server's
 * schemas (lib/forms/schemas.ts) say; the server checks again.
 */
import { boolean, enum as zenum, maxLength, minLength, object, regex, string, trim } from "zod/mini";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { FORM_TITLE_MAX, QUESTION_TITLE_MAX, QUESTION_TYPES, REMINDER_CHANNELS, URL_PATTERN } from "./constants";

export const questionForm = object({
  type: zenum(QUESTION_TYPES),
  title: string().check(trim(), minLength(1, "The title field is required."), maxLength(QUESTION_TITLE_MAX)),
  description: string().check(maxLength(2000)),
  required: boolean(),
  /** One option per line (choice types). */
  options: string().check(maxLength(10_000)),
});
export type QuestionFormValues = { type: (typeof QUESTION_TYPES)[number]; title: string; description: string; required: boolean; options: string };

export const settingsForm = object({
  title: string().check(trim(), minLength(1, "The title field is required."), maxLength(FORM_TITLE_MAX)),
  url: string().check(trim(), regex(URL_PATTERN, "The url may contain only lower-case letters, digits and dashes (3 to 81).")),
  instruction: string().check(maxLength(20_000)),
  submit_label: string().check(trim(), minLength(1, "The submit label field is required."), maxLength(40)),
  thank_you: string().check(trim(), minLength(1, "The thank-you message field is required."), maxLength(1000)),
  button_color: string().check(regex(HEX_COLOR, "The button colour must be a colour like #2563eb.")),
  is_public: boolean(),
  /** "" = sent once; else every N days (1 to 365). */
  recur_days: string().check(regex(/^(|[1-9]\d{0,1}|[1-2]\d{2}|3[0-5]\d|36[0-5])$/, "Enter a number of days from 1 to 365, or leave it empty.")),
  reminder_channel: zenum(REMINDER_CHANNELS),
  /** "" (nothing), or "page:{id}" / "playbook:{id}" (get-all-asset). */
  after_asset_id: string().check(regex(/^(|(page|playbook):\d{1,10})$/, "The selected asset is invalid.")),
});
export type SettingsValues = {
  title: string; url: string; instruction: string; submit_label: string; thank_you: string; button_color: string; is_public: boolean;
  recur_days: string; reminder_channel: (typeof REMINDER_CHANNELS)[number]; after_asset_id: string;
};

/** The picker's "page:12" as the API's after_asset_type and after_asset_id (both null for ""). */
export function splitAfterAsset(value: string): { after_asset_type: "page" | "playbook" | null; after_asset_id: number | null } {
  const [type, id] = value.split(":");
  return type === "page" || type === "playbook" ? { after_asset_type: type, after_asset_id: Number(id) } : { after_asset_type: null, after_asset_id: null };
}

export const optionLines = (text: string) => [...new Set(text.split("\n").map((l) => l.trim()).filter(Boolean))];
