import { z } from "@hono/zod-openapi";
import { HEX_COLOR } from "@/lib/favorite-colors/constants";
import { id, text } from "@/lib/http/schemas";
import { richText } from "@/lib/rich-text/schemas";
import { COMPOSING_MSG, FONT_WEIGHTS, FONTS, SAVED_STYLE_TYPES, TEST_RECIPIENTS_MAX } from "./constants";

export const savedStyleType = z.enum(SAVED_STYLE_TYPES, { error: `The type must be one of ${SAVED_STYLE_TYPES.join(", ")}.` });
const styleValue = z.union([z.string().max(100), z.number()]);
export const savedStyleContent = z.record(z.string(), styleValue);
export const savedStyle = z.object({ type: savedStyleType, content: savedStyleContent }).openapi("SavedStyle");
export const savedStyleList = z.object({ data: z.array(savedStyle) });
export const savedStyleParam = z.object({ type: savedStyleType });

const font = z.enum(FONTS, { error: `The font must be one of ${FONTS.join(", ")}.` });
const weight = z.coerce.number().refine((n) => (FONT_WEIGHTS as readonly number[]).includes(n), { error: "The weight must be 100 to 900 in steps of 100." });
const fontSize = z.coerce.number({ error: "The size must be a number." }).int().min(8, { error: "The size must be at least 8." }).max(120, { error: "The size may not be greater than 120." });
const hex = z.string().regex(HEX_COLOR, { error: "The colour must be a hex colour such as #2f7eed." });
/** PATCH /saved-style/update: the fields to change; the rest keep their saved or default values. */
export const savedStyleUpdate = z
  .object({
    type: savedStyleType,
    content: z
      .object({
        headline_font: font, headline_size: fontSize, headline_weight: weight,
        subheadline_font: font, subheadline_size: fontSize, subheadline_weight: weight,
        body_font: font, body_size: fontSize, body_weight: weight,
        text_color: hex, link_color: hex, button_color: hex, button_text_color: hex, background_color: hex,
        submit_label: text("submit label").trim().min(1, { error: "The submit label field is required." }).max(40, { error: "The submit label may not be greater than 40 characters." }),
      })
      .partial()
      .strict(),
  })
  .openapi("SavedStyleUpdate");

export const definedLinks = z.object({ data: z.array(z.object({ name: z.string(), link: z.string() })) });

export const emailButton = z.object({ id: z.number().int(), name: z.string(), file: z.string() }).openapi("EmailButton");
export const emailButtonList = z.object({ data: z.array(emailButton) });
export const emailButtonUpdate = z.object({ id: id(), name: text("name").trim().min(1, { error: "The name field is required." }).max(100, { error: "The name may not be greater than 100 characters." }) });
export const emailButtonUploadDoc = {
  type: "object" as const,
  required: ["file"],
  properties: { file: { type: "string" as const, format: "binary" }, name: { type: "string" as const, maxLength: 100 } },
};

const recipients = <T extends z.ZodType<string>>(one: T) =>
  z.array(one, { error: "The recipients field is required." }).min(1, { error: "The recipients field is required." }).max(TEST_RECIPIENTS_MAX, { error: COMPOSING_MSG.recipientsMax });
const email = z.string().trim().pipe(z.email({ error: "Each recipient must be a valid email address." }));
const phone = text("recipient").trim().min(5, { error: "Each recipient must be a phone number." }).max(30, { error: "Each recipient must be a phone number." });
const subject = text("subject").max(300, { error: "The subject may not be greater than 300 characters." });

/** Preview: rendered for contact_id (or for no one: every merge field empty). */
export const testEmailPreview = z.object({
  contact_id: id("contact id").nullish().transform((v) => v ?? null),
  subject: subject.default(""),
  body: richText(),
});
export const testEmailSend = testEmailPreview.extend({ recipients: recipients(email), subject: subject.min(1, { error: "The subject field is required." }) });
export const testSmsPreview = z.object({
  contact_id: id("contact id").nullish().transform((v) => v ?? null),
  body: text("body").max(1600, { error: "The body may not be greater than 1600 characters." }),
});
export const testSmsSend = testSmsPreview.extend({ recipients: recipients(phone), body: testSmsPreview.shape.body.min(1, { error: "The body field is required." }) });

export const emailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const smsPreview = z.object({ body: z.string(), segments: z.number().int(), encoding: z.string(), characters: z.number().int() });
export const testSent = z.object({ status: z.number().int(), message: z.string(), sent: z.number().int(), blocked: z.array(z.object({ to: z.string(), reason: z.string() })) });
