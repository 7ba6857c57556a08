/**
 * The editor's browser-side schemas (zod/mini, small bundle). They say what the server's
 * schemas (lib/progress-tracking/schemas.ts) say; the server checks again.
 */
import { boolean, enum as zenum, maxLength, minLength, object, regex, string, trim } from "zod/mini";
import { pageSettingsValues } from "@/lib/public-links/page-settings-form";
import { DIRECTIONS, PUBLIC_DEFAULTS, QUESTION_LABEL_MAX, QUESTION_TYPES, SECTION_NAME_MAX, UNIT_MAX, type Direction, type QuestionType } from "./constants";

const required = (field: string, max: number) => string().check(trim(), minLength(1, `The ${field} field is required.`), maxLength(max, `The ${field} may not be greater than ${max} characters.`));

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  number: "Number with unit", text: "Text", scale: "Scale 1–10", yes_no: "Yes / no", choice: "Choice", photo: "Photo",
};
export const DIRECTION_LABELS: Record<Direction, string> = { down: "Lower is better", up: "Higher is better" };

export const sectionForm = object({ name: required("name", SECTION_NAME_MAX) });

/** The check-in period in whole days (the server checks the range, PERIOD_DAYS_MIN to PERIOD_DAYS_MAX). */
export const periodForm = object({ period_days: string().check(trim(), regex(/^\d{1,3}$/, "Enter a whole number of days.")) });
export type PeriodFormValues = { period_days: string };
export type SectionFormValues = { name: string };

export const questionForm = object({
  type: zenum(QUESTION_TYPES),
  label: required("label", QUESTION_LABEL_MAX),
  unit: string().check(trim(), maxLength(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`)),
  /** One option per line (choice). */
  options: string().check(maxLength(5000)),
  required: boolean(),
});
export type QuestionFormValues = { type: QuestionType; label: string; unit: string; options: string; required: boolean };
export const optionLines = (text: string) => [...new Set(text.split("\n").map((l) => l.trim()).filter(Boolean))];

export const categoryForm = object({
  name: required("name", SECTION_NAME_MAX),
  unit: string().check(trim(), maxLength(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`)),
  direction: zenum(DIRECTIONS),
});
export type CategoryFormValues = { name: string; unit: string; direction: Direction };

export { PUBLIC_SETTING_KEYS, publicSettingsForm, type PublicSettingsValues } from "@/lib/public-links/page-settings-form";

/** The stored settings over doc 3 s9's defaults, as the form edits them. */
export const settingsValues = (stored: Record<string, unknown>) => pageSettingsValues(stored, PUBLIC_DEFAULTS);
