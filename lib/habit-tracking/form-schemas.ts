/**
 * The habit editor's browser-side schemas (zod/mini). They say what the server's schemas
 * (lib/habit-tracking/schemas.ts) say; the server checks again.
 */
import { array, maxLength, minLength, number, object, optional, string, trim, enum as zenum } from "zod/mini";
import { pageSettingsValues } from "@/lib/public-links/page-settings-form";
import { CATEGORY_NAME_MAX, FREQUENCIES, HABIT_KINDS, HABIT_NAME_MAX, PUBLIC_DEFAULTS, UNIT_MAX } from "./constants";

const required = (field: string, max: number) => string().check(trim(), minLength(1, `The ${field} field is required.`), maxLength(max, `The ${field} may not be greater than ${max} characters.`));

export const KIND_LABELS: Record<(typeof HABIT_KINDS)[number], string> = { yes_no: "Yes / no", count: "Count toward a target" };
export const FREQUENCY_LABELS: Record<(typeof FREQUENCIES)[number], string> = { daily: "Every day", weekdays: "On set weekdays", weekly: "N times a week" };
export const WEEKDAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** Every category's name at once: the server answers on categories.N.name, the field of that row. */
export const categoriesForm = object({ categories: array(object({ id: optional(number()), name: required("name", CATEGORY_NAME_MAX) })) });
export type CategoriesFormValues = { categories: { id?: number; name: string }[] };

/** Texts as typed; the server checks target > 0, weekdays and times per week on their fields. */
export const habitForm = object({
  name: required("name", HABIT_NAME_MAX),
  kind: zenum(HABIT_KINDS),
  target: string(),
  unit: string().check(trim(), maxLength(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`)),
  frequency: zenum(FREQUENCIES),
  weekdays: array(string()),
  times_per_week: string(),
});
export type HabitFormValues = { name: string; kind: (typeof HABIT_KINDS)[number]; target: string; unit: string; frequency: (typeof FREQUENCIES)[number]; weekdays: string[]; times_per_week: string };

/** The stored settings over doc 3 s9's habit defaults, as the settings form edits them. */
export const habitSettingsValues = (stored: Record<string, unknown>) => pageSettingsValues(stored, PUBLIC_DEFAULTS);

/** A habit's schedule in words ("Every day", "Mon, Wed, Fri", "3 times a week"). */
export function frequencyText(h: { frequency: string; weekdays: number[]; times_per_week: number | null }) {
  if (h.frequency === "weekdays") return h.weekdays.map((d) => WEEKDAY_LABELS[d - 1]).join(", ");
  if (h.frequency === "weekly") return `${h.times_per_week ?? 1} time${h.times_per_week === 1 ? "" : "s"} a week`;
  return "Every day";
}
