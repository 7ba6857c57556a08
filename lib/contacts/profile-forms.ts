import { maxLength, minLength, object, refine, regex, string, trim } from "zod/mini";
import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_VALUE_MAX, EMAIL_BODY_MAX, MEMBER_ID_MAX, REWARD_POINTS_MAX, REWARD_TITLE_MAX } from "./constants";

/**
 * Browser rules of the profile's forms, in zod's mini build; the API checks the same with the
 * routes' schemas (profile-schemas.ts, profile-field-schemas.ts) and the same messages.
 */

const wholePoints = string().check(
  trim(),
  regex(/^\d+$/, "The points must be a whole number."),
  refine((v) => Number(v) >= 1, "The points must be at least 1."),
  refine((v) => Number(v) <= REWARD_POINTS_MAX, `The points may not be greater than ${REWARD_POINTS_MAX}.`),
);
const title = string().check(trim(), minLength(1, "The title field is required."), maxLength(REWARD_TITLE_MAX, `The title may not be greater than ${REWARD_TITLE_MAX} characters.`));

export const rewardForm = object({ title, points: wholePoints });
export const redeemForm = object({ points: wholePoints });

export const smsForm = object({ message: string().check(trim(), minLength(1, "The message field is required."), maxLength(1600, "The message may not be greater than 1600 characters.")) });
export const emailForm = object({
  subject: string().check(trim(), minLength(1, "The subject field is required."), maxLength(255, "The subject may not be greater than 255 characters.")),
  message: string().check(trim(), minLength(1, "The message field is required."), maxLength(EMAIL_BODY_MAX, `The message may not be greater than ${EMAIL_BODY_MAX} characters.`)),
});

export const customFieldForm = object({
  name: string().check(trim(), minLength(1, "The name field is required."), maxLength(CUSTOM_FIELD_NAME_MAX, `The name may not be greater than ${CUSTOM_FIELD_NAME_MAX} characters.`)),
});
export const customValueMax = CUSTOM_FIELD_VALUE_MAX;

export const memberIdForm = object({
  member_id: string().check(trim(), maxLength(MEMBER_ID_MAX, `The member id may not be greater than ${MEMBER_ID_MAX} characters.`), regex(/^[A-Za-z0-9-]*$/, "The member id may only contain letters, numbers and dashes.")),
});
