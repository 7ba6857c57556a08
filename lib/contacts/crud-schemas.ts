import { z } from "@hono/zod-openapi";
import { isValidPhoneNumber } from "libphonenumber-js";
import { id, text } from "@/lib/http/schemas";
import { DEFAULT_PHONE_COUNTRY, EMAIL_VALIDITIES, GENDERS, NOTE_MAX, SOURCES, TEMPERATURES } from "./constants";
import { contactRow } from "./schemas";

/**
 * Wire formats of one contact: save, fetch, update and the profile's toggles (doc 2 s3, s7).
 * The browser's add and edit forms validate with these same schemas.
 */

const name = (field: string, label: string) => text(field).trim().max(255, `The ${label} may not be greater than 255 characters.`);

/** Empty text means "none": forms send "" for a cleared optional field. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable().optional());

const email = optionalText(
  text("email").trim().toLowerCase().max(255, "The email may not be greater than 255 characters.").pipe(z.email("The email must be a valid email address.")),
);

const number = optionalText(
  text("number")
    .trim()
    .max(40, "The number may not be greater than 40 characters.")
    .refine((v) => isValidPhoneNumber(v, DEFAULT_PHONE_COUNTRY), "The number must be a valid phone number."),
);

const birthday = optionalText(
  z.iso.date("The birthday must be a date (YYYY-MM-DD).").refine((v) => v >= "1900-01-01" && v <= "2100-12-31", "The birthday is not a valid date."),
);

const contactFields = {
  first_name: name("first_name", "first name").min(1, "The first name field is required."),
  last_name: name("last_name", "last name").optional(),
  email,
  number,
  /** A status item's value from the location's tabs (GET /contact/tabs/list), or a tab's name for its first item. */
  status: text("status")
    .trim()
    .min(1, "The status field is required.")
    .max(255)
    .optional()
    .openapi({
      description:
        "A status item's value of the location (GET /contact/tabs/list, e.g. `Leads`, `Hot Lead`, `VIP`), in any case; or a tab's name (`leads`, `trials`, `clients`, `staff`, `lost`: what `status` means on GET /contact/list), in any case, for that tab's first item. An item's value wins over a tab's name. Left out on save: the first Leads item.",
      example: "leads",
    }),
  gender: z.enum(GENDERS, { error: "The selected gender is invalid." }).optional(),
  temperature: z.enum(TEMPERATURES, { error: "The selected temperature is invalid." }).optional(),
  source: optionalText(z.enum(SOURCES, { error: "The selected source is invalid." })),
  birthday,
};

/** POST /contact/save: a new contact; the status defaults to the first Leads item. */
export const contactSave = z.object(contactFields).openapi("ContactSave");
export type ContactSave = z.output<typeof contactSave>;

/** PATCH /contact/{id}/update: any of the same fields; what is left out is kept. */
export const contactUpdate = z
  .object({ ...contactFields, first_name: contactFields.first_name.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Nothing to update.", path: ["body"] })
  .openapi("ContactUpdate");
export type ContactUpdate = z.output<typeof contactUpdate>;

/** What a profile shows: the list's row plus the fields only the profile reads. */
export const contactDetail = contactRow
  .extend({
    birthday: z.string().nullable(),
    portal_active: z.boolean(),
    /** When the client-portal password was last set (never the password itself); null: not yet. */
    portal_password_set_at: z.string().nullable(),
    email_enabled: z.boolean(),
    sms_enabled: z.boolean(),
    member_id_email: z.string().nullable(),
    phone_country_code: z.string().nullable(),
    email_validity: z.enum(EMAIL_VALIDITIES),
    email_confirmation: z.boolean(),
    updated_at: z.string(),
  })
  .openapi("ContactDetail");
export type ContactDetail = z.input<typeof contactDetail>;

export const contactAnswer = z.object({ data: contactDetail, message: z.string() });

const flag = (field: string) => z.boolean({ error: `The ${field} field must be true or false.` });
export const starredBody = z.object({ starred: flag("starred") });
export const flaggedBody = z.object({ flagged: flag("flagged") });
export const temperatureBody = z.object({ temperature: z.enum(TEMPERATURES, { error: "The selected temperature is invalid." }) });

/* ---------------- notes ---------------- */

const noteText = text("note").trim().min(1, "The note field is required.").max(NOTE_MAX, `The note may not be greater than ${NOTE_MAX} characters.`);

export const noteRow = z
  .object({ id: z.number().int(), contact_id: z.number().int(), note: z.string(), created_by: z.string().nullable(), created_at: z.string(), updated_at: z.string() })
  .openapi("ContactNote");
export type NoteRow = z.input<typeof noteRow>;

/** POST /contact/add-note */
export const noteAdd = z.object({ contact_id: id("contact_id"), note: noteText }).openapi("ContactNoteAdd");
/** PATCH /contact/{id}/update-note: {id} is the note's id. */
export const noteUpdate = z.object({ note: noteText }).openapi("ContactNoteUpdate");
/** POST /contact/delete-notes: one or more notes of the accessed location. */
export const notesDelete = z
  .object({ ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, "The ids field is required.").max(500) })
  .openapi("ContactNotesDelete");
