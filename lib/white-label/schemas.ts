import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { HEX_COLOR } from "./colors";
import { MSG, WHITE_LABEL_NAME_MAX } from "./constants";

/** PATCH /user/update-white-label. Fields left out keep their value; null clears one. */
export const whiteLabelBody = z
  .object({
    enabled: z.boolean({ error: MSG.enabledInvalid }),
    name: text("name").pipe(z.string().trim().max(WHITE_LABEL_NAME_MAX, MSG.nameMax)).nullable().optional(),
    /** A file id from POST /file-upload (an image of the accessed location); null removes the logo. */
    logo: id("logo").nullable().optional(),
    primary_color: z.string({ error: MSG.colorInvalid }).regex(HEX_COLOR, MSG.colorInvalid).nullable().optional(),
  })
  .openapi("WhiteLabelBody");
export type WhiteLabelBody = z.infer<typeof whiteLabelBody>;

export const whiteLabel = z
  .object({
    enabled: z.boolean(),
    name: z.string().nullable(),
    logo_url: z.string().nullable(),
    primary_color: z.string().nullable(),
  })
  .openapi("WhiteLabel");
export type WhiteLabel = z.infer<typeof whiteLabel>;
