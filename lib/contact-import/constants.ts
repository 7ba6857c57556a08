/**
 * Contact CSV import (doc 2 s2, s4, s5; doc 1 s2). Copy quoted by the spec is used word for word;
 * the rest is ours and said once here. No Node imports: the import screen uses these too.
 */

/** Doc 2 s5: "Import accepts .csv, .xls and .xlsx." */
export const IMPORT_FORMATS = ["csv", "xls", "xlsx"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const ACCEPT = ".csv,.xls,.xlsx";

/** A file's largest size: a 1M-row CSV of contacts is about 80 MB. */
export const IMPORT_MAX_BYTES = 150 * 1024 * 1024;

/** Rows written per transaction; each batch moves the checkpoint with it. */
export const IMPORT_BATCH_ROWS = 500;

/** The contact fields a column can fill, in the order the mapping screen lists them. */
export const IMPORT_FIELDS = [
  { key: "first_name", label: "First name", required: true },
  { key: "last_name", label: "Last name", required: false },
  { key: "email", label: "Email", required: false },
  { key: "number", label: "Phone number", required: false },
  { key: "gender", label: "Gender", required: false },
  { key: "source", label: "Source", required: false },
  { key: "birthday", label: "Birthday (YYYY-MM-DD)", required: false },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]["key"];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportField, ...ImportField[]];

/** Header spellings (lower case, letters and digits only) each field is suggested for. */
export const HEADER_SYNONYMS: Record<ImportField, readonly string[]> = {
  first_name: ["firstname", "first", "givenname", "fname", "forename", "name", "fullname", "contactname"],
  last_name: ["lastname", "last", "surname", "familyname", "lname"],
  email: ["email", "emailaddress", "mail", "emailid", "primaryemail"],
  number: ["phone", "phonenumber", "mobile", "mobilenumber", "cell", "cellphone", "number", "tel", "telephone", "contactnumber"],
  gender: ["gender", "sex"],
  source: ["source", "leadsource"],
  birthday: ["birthday", "birthdate", "dateofbirth", "dob"],
};

/**
 * The rule for an email that is already a contact, shown on the import screen and applied by
 * the job (lib/contact-import/batch.ts): one email is one contact within a location.
 */
export const DUPLICATE_RULE =
  "A row whose email belongs to a contact of this location updates that contact instead of adding a second one: filled cells replace its values, empty cells keep them. A later row with an email already used earlier in the file is skipped and listed in the import log.";

export const MSG = {
  fileType: "The file must be a file of type: csv, xls, xlsx.",
  noHeader: "The file has no header row: its first row must name the columns (for example First name, Email).",
  noRows: "The file has no rows to import under its header.",
  unreadable: "The file could not be read as a spreadsheet.",
  firstNameMapping: "Choose the column that holds the first name.",
  columnMissing: "The column does not exist in the file.",
  columnTwice: "A column can fill one field only.",
  notMapping: "This import has already been started.",
  queued: "Your contacts are being imported.",
  duplicateRow: (row: number) => `Duplicate of row ${row}: the email is already in this file.`,
  limitRow: "Not imported: the contact limit of your plan is reached.",
  logsDeleted: "Import log has been deleted successfully!",
  emailSubject: "Your contact import is complete",
} as const;

/** Doc 1 s2 banner "Imported X of Y contacts....", with the numbers. */
export const progressText = (count: number, total: number) => `Imported ${count.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} contacts....`;

/** Doc 1 s9 / doc 2 s4: the dialog when count reaches total_count. */
export const DONE_TITLE = "CSV Imported!";
export const DONE_TEXT = "We have successfully imported your contacts! We sent you an email for more details.";

export const IMPORT_STATES = ["mapping", "queued", "running", "completed", "failed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
