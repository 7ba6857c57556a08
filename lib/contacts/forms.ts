import { isValidPhoneNumber } from "libphonenumber-js";
import { maxLength, minLength, object, refine, regex, regexes, string, trim, type ZodMiniType } from "zod/mini";
import { DEFAULT_PHONE_COUNTRY } from "./constants";

/**
 * Browser rules of the contact forms (add dialog, profile edit), in zod's mini build. The API
 * validates the same rules with the route's schemas (crud-schemas.ts), with the same messages.
 */
export const CONTACT_MSG = {
  firstNameRequired: "The first name field is required.",
  emailInvalid: "The email must be a valid email address.",
  numberInvalid: "The number must be a valid phone number.",
  noteRequired: "The note field is required.",
} as const;

/** An optional text rule; `keep` is a stored value accepted as it is (see profileForm). */
const optional = (rule: (v: string) => boolean, message: string, keep?: string) =>
  string().check(trim(), maxLength(255, "This may not be greater than 255 characters."), refine((v) => v === "" || v === keep || rule(v), message));

const rules = (keep: { email?: string; number?: string } = {}) => ({
  first_name: string().check(trim(), minLength(1, CONTACT_MSG.firstNameRequired), maxLength(255, "The first name may not be greater than 255 characters.")),
  last_name: string().check(trim(), maxLength(255, "The last name may not be greater than 255 characters.")),
  email: optional((v) => regexes.email.test(v), CONTACT_MSG.emailInvalid, keep.email),
  number: optional((v) => isValidPhoneNumber(v, DEFAULT_PHONE_COUNTRY), CONTACT_MSG.numberInvalid, keep.number),
  status: string(),
  gender: string(),
  source: string(),
  birthday: string().check(regex(/^(\d{4}-\d{2}-\d{2})?$/, "The birthday must be a date.")),
}) satisfies Record<string, ZodMiniType<string, string>>;

export const CONTACT_FIELD_RULES = rules();

export type ContactFormField = keyof typeof CONTACT_FIELD_RULES;

/** The add dialog's fields. */
export const addContactForm = object({
  first_name: CONTACT_FIELD_RULES.first_name,
  last_name: CONTACT_FIELD_RULES.last_name,
  email: CONTACT_FIELD_RULES.email,
  number: CONTACT_FIELD_RULES.number,
  status: CONTACT_FIELD_RULES.status,
  source: CONTACT_FIELD_RULES.source,
});

/**
 * The profile's edit form: each field is named `{field}_{contact id}`, the keys the update
 * call answers its 422s with (doc 2 s5), so a server message lands on its field. A value left
 * as it was is not checked (nor sent): an imported number the rules would refuse today must
 * not stop an edit of the name.
 */
export function profileForm(contactId: number, fields: readonly ContactFormField[], current: Readonly<Record<string, string>>) {
  const checks = rules({ email: current[`email_${contactId}`], number: current[`number_${contactId}`] });
  return object(Object.fromEntries(fields.map((f) => [`${f}_${contactId}`, checks[f]])) as Record<string, ZodMiniType<string, string>>);
}

export const noteForm = object({ note: string().check(trim(), minLength(1, CONTACT_MSG.noteRequired), maxLength(10_000, "The note may not be greater than 10000 characters.")) });
