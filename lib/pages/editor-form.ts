/**
 * The page editor's form schema: the browser's twin of PATCH /page/{id}/update's body
 * (lib/pages/schemas.ts), without the server's zod-openapi or the sanitizer.
 */
import { z } from "zod";
import { FONT_FAMILIES, FONT_SIZE_MAX, FONT_SIZE_MIN, HEADLINE_MAX, SHADOW_BLUR_MAX, SHADOW_OFFSET_MAX, TITLE_MAX } from "./constants";

const HEX = /^#[0-9a-f]{6}$/i;
const num = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `The ${label} must be a number.` }).int(`The ${label} must be a whole number.`).min(min, `The ${label} must be at least ${min}.`).max(max, `The ${label} may not be greater than ${max}.`);

export const headingSettingForm = z.object({
  font_family: z.enum(FONT_FAMILIES),
  font_weight: z.coerce.number().int().min(100).max(900),
  font_size: num("font size", FONT_SIZE_MIN, FONT_SIZE_MAX),
  font_color: z.string().regex(HEX, "Use a colour like #1a2b3c."),
  shadow: z.boolean(),
  shadow_x: num("shadow x", -SHADOW_OFFSET_MAX, SHADOW_OFFSET_MAX),
  shadow_y: num("shadow y", -SHADOW_OFFSET_MAX, SHADOW_OFFSET_MAX),
  shadow_blur: num("shadow blur", 0, SHADOW_BLUR_MAX),
  shadow_color: z.string().regex(HEX, "Use a colour like #1a2b3c."),
});

export const pageEditorForm = z.object({
  title: z.string().trim().min(1, "The title field is required.").max(TITLE_MAX, `The title may not be greater than ${TITLE_MAX} characters.`),
  headline: z.string().max(HEADLINE_MAX, `The headline may not be greater than ${HEADLINE_MAX} characters.`),
  subheadline: z.string().max(HEADLINE_MAX, `The subheadline may not be greater than ${HEADLINE_MAX} characters.`),
  headline_setting: headingSettingForm,
  subheadline_setting: headingSettingForm,
  body: z.string(),
});
export type PageEditorValues = z.output<typeof pageEditorForm>;
export type PageEditorInput = z.input<typeof pageEditorForm>;
