import { boolean, maxLength, object, refine, string, trim } from "zod/mini";
import { HEX_COLOR } from "./colors";
import { MSG, WHITE_LABEL_NAME_MAX } from "./constants";

/** The White label tab's rules in zod's mini build; the API checks the same (schemas.ts). */
export const whiteLabelForm = object({
  enabled: boolean(),
  name: string().check(trim(), maxLength(WHITE_LABEL_NAME_MAX, MSG.nameMax)),
  primary_color: string().check(refine((v) => v === "" || HEX_COLOR.test(v), MSG.colorInvalid)),
});
