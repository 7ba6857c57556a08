import { z } from "@hono/zod-openapi";
import { HEX_COLOR } from "@/lib/http/patterns";
import { id, text } from "@/lib/http/schemas";
import { CODE_TYPES, LIMITS } from "./constants";

const color = (field: string) => text(field).regex(HEX_COLOR, `The ${field.replace(/_/g, " ")} must be a colour like #2f7eed.`);
const bounded = (field: string, max: number) =>
  text(field).trim().min(1, `The ${field.replace(/_/g, " ")} field is required.`).max(max, `The ${field.replace(/_/g, " ")} may not be greater than ${max} characters.`);

export const memberIdSetting = z
  .object({
    title: z.string(),
    logo_image_id: z.number().int().nullable(),
    logo_url: z.string().nullable(),
    background_color: z.string(),
    text_color: z.string(),
    accent_color: z.string(),
    show_photo: z.boolean(),
    code_type: z.enum(CODE_TYPES),
    email_subject: z.string(),
    email_body: z.string(),
    sms_body: z.string(),
    auto_send: z.boolean(),
  })
  .openapi("MemberIdSetting");
export type MemberIdSetting = z.infer<typeof memberIdSetting>;

export const storeMemberIdSetting = z
  .object({
    title: bounded("title", LIMITS.title),
    logo_image_id: id("logo_image_id").nullable().optional().openapi({ description: "An image of the location's image library; null removes the logo" }),
    background_color: color("background_color"),
    text_color: color("text_color"),
    accent_color: color("accent_color"),
    show_photo: z.boolean(),
    code_type: z.enum(CODE_TYPES, { error: "The code type must be qr or code128." }),
    email_subject: bounded("email_subject", LIMITS.emailSubject),
    email_body: bounded("email_body", LIMITS.emailBody),
    sms_body: bounded("sms_body", LIMITS.smsBody),
    auto_send: z.boolean(),
  })
  .openapi("MemberIdSettingStore");
export type StoreMemberIdSetting = z.infer<typeof storeMemberIdSetting>;

export const sendBody = z
  .object({
    via: z
      .array(z.enum(["email", "sms"], { error: "Send by email or sms." }))
      .min(1, "Choose email, SMS or both.")
      .max(2)
      .optional()
      .openapi({ description: "Channels; by default email when the contact has an address, else SMS" }),
  })
  .openapi("MemberIdSend");

export const sendAnswer = z.object({ status: z.number().int(), message: z.string(), email: z.boolean(), sms: z.boolean(), url: z.string() }).openapi("MemberIdSent");

/** The card as its public page and the PWA show it. */
export const memberCard = z
  .object({
    business_name: z.string(),
    brand: z.object({ name: z.string().nullable(), logo_url: z.string().nullable(), primary_color: z.string().nullable() }).nullable(),
    title: z.string(),
    logo_url: z.string().nullable(),
    background_color: z.string(),
    text_color: z.string(),
    accent_color: z.string(),
    code_type: z.enum(CODE_TYPES),
    first_name: z.string(),
    last_name: z.string(),
    photo: z.string().nullable(),
    member_id: z.string(),
    code_svg: z.string().openapi({ description: "The member ID as an SVG QR code or Code 128 barcode, made on the server" }),
  })
  .openapi("MemberCard");
export type MemberCard = z.infer<typeof memberCard>;

export const publicIdParam = z.object({
  id: z.string().max(64).openapi({ description: "The location's public id (a uuid), never its numeric id", example: "3f0c8a52-6d1e-4b7a-9c55-2e8f1b7d9a10" }),
});
export const accessCodeQuery = z.object({
  access_code: text("access_code").max(64).openapi({ description: "The contact's card code, from the card link" }),
});
