import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { MEMBER_ID_MAX } from "./constants";

/**
 * Wire formats of a contact's single-purpose fields on the profile (doc 2 s3, s4, s7): photo,
 * birthday, member ID, email validity and confirmation, delivery status, last action (the phone
 * country code is a bulk action: bulk-schemas.ts). Calls without an id in the path take `contact_ids`, so the same call serves one
 * profile or a selection.
 */

export const contactIds = z
  .array(id("contact_ids.*"), { error: "The contact ids field must be a list." })
  .min(1, "The contact ids field is required.")
  .max(500, "At most 500 contacts at a time.");

const email = text("email").trim().toLowerCase().max(255, "The email may not be greater than 255 characters.").pipe(z.email("The email must be a valid email address."));

/** PATCH /contact/{id}/update-photo: a stored image (POST /file-upload), or null to remove it. */
export const photoBody = z.object({ file_id: id("file_id").nullable() }).openapi("ContactPhoto");

/** PATCH /contact/{id}/update-birthday */
export const birthdayBody = z
  .object({
    birthday: z.iso
      .date("The birthday must be a date (YYYY-MM-DD).")
      .refine((v) => v >= "1900-01-01" && v <= "2100-12-31", "The birthday is not a valid date.")
      .nullable(),
  })
  .openapi("ContactBirthday");

/** PATCH /contact/{id}/update-member-id: letters, digits and dashes; null removes it. */
export const memberIdBody = z
  .object({
    member_id: text("member_id")
      .trim()
      .min(1, "The member id field is required.")
      .max(MEMBER_ID_MAX, `The member id may not be greater than ${MEMBER_ID_MAX} characters.`)
      .regex(/^[A-Za-z0-9-]+$/, "The member id may only contain letters, numbers and dashes.")
      .nullable(),
  })
  .openapi("ContactMemberId");

/** POST /contact/change-member-id-email: where the member ID goes; null means the contact's email. */
export const memberIdEmailBody = z.object({ contact_id: id("contact_id"), email: email.nullable() }).openapi("ContactMemberIdEmail");

/** PATCH /contact/validate-email and /contact/disable-confirmation */
export const contactIdsBody = z.object({ contact_ids: contactIds }).openapi("ContactIds");

/** PATCH /contact/update-last-action */
export const lastActionBody = z
  .object({ contact_ids: contactIds, last_action: text("last_action").trim().max(255, "The last action may not be greater than 255 characters.").nullable() })
  .openapi("ContactLastAction");

export const updatedAnswer = z.object({ status: z.number().int(), updated: z.number().int(), message: z.string() });
