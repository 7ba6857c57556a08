/**
 * Forms (doc 2 s3 "Form", s9 defaults; issue 12). No Node imports: the builder and the public
 * page share these in the browser.
 */

/** Question types (the spec lists them, not their shapes: each is what its name says). */
export const QUESTION_TYPES = ["short_text", "long_text", "email", "phone", "number", "date", "single_choice", "multiple_choice", "dropdown", "rating", "yes_no", "file"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: "Short text",
  long_text: "Long text",
  email: "Email",
  phone: "Phone",
  number: "Number",
  date: "Date",
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  dropdown: "Dropdown",
  rating: "Rating",
  yes_no: "Yes / No",
  file: "File upload",
};

/** Types whose answer is one of (or several of) the question's options. */
export const CHOICE_TYPES: readonly QuestionType[] = ["single_choice", "multiple_choice", "dropdown"];
export const isChoice = (t: string) => (CHOICE_TYPES as readonly string[]).includes(t);
/** Types with a numeric answer: averaged in the analytics. */
export const NUMERIC_TYPES: readonly QuestionType[] = ["number", "rating"];
export const YES_NO = ["Yes", "No"] as const;
/**
 * A file answer (the "file" type): any file the platform stores (lib/platform/files: extension
 * allow-list, content sniffed), at most 10 MB whatever its kind (our choice: the spec names no
 * limit; small enough for a phone photo or a PDF report). Stored private: only the location's
 * users can download it.
 */
export const FORM_FILE_MAX_MB = 10;
export const FORM_FILE_MAX_BYTES = FORM_FILE_MAX_MB * 1024 * 1024;
export const RATING_MAX = 5;

export const FORM_DEFAULTS = {
  submitLabel: "SUBMIT",
  thankYou: "Thank you! Your answers have been sent.",
  buttonColor: "#2563eb",
} as const;

export const FORM_TITLE_MAX = 150;
export const QUESTION_TITLE_MAX = 500;
export const OPTION_MAX = 200;
export const OPTIONS_MAX = 50;
export const QUESTIONS_MAX = 100;
export const ANSWER_MAX = 5000;
/** Recurring check-ins: every 1 to 365 days; reminders a day apart until answered. */
export const RECUR_DAYS_MAX = 365;
export const REMINDER_AFTER_HOURS = 24;
export const REMINDER_CHANNELS = ["email", "sms"] as const;
/** Dashboard: doc 2 s9 (per_page 6, order_by ordering, desc). */
export const DASHBOARD_PER_PAGE = 6;

export const FORM_MSG = {
  created: "Form has been created successfully!",
  updated: "Form has been updated successfully!",
  renamed: "Form has been renamed successfully!",
  duplicated: "Form has been duplicated successfully!",
  deleted: "Form has been deleted successfully!",
  questionSaved: "Question has been saved successfully!",
  questionDuplicated: "Question has been duplicated successfully!",
  questionDeleted: "Question has been deleted successfully!",
  sorted: "Questions have been sorted successfully!",
  sent: "Form has been sent successfully!",
  restricted: "Form has been restricted successfully!",
  enabled: "Form has been enabled successfully!",
  disabled: "Form has been disabled successfully!",
  responseDeleted: "Response has been deleted successfully!",
  required: "This question is required.",
  optionsRequired: "Add at least one option.",
  notAnOption: "Choose one of the options.",
  invalidEmail: "Enter a valid email address.",
  invalidNumber: "Enter a number.",
  invalidDate: "Enter a date.",
  invalidPhone: "Enter a valid phone number.",
  invalidRating: `Choose a rating from 1 to ${RATING_MAX}.`,
  tooLong: `The answer may not be greater than ${ANSWER_MAX} characters.`,
  fileRequired: "Choose a file to upload.",
  closed: "This form is not taking answers.",
  identify: "Enter your email so the coach knows who answered.",
} as const;

/** The public form's path. */
export const publicFormPath = (url: string) => `/f/${url}`;
export const URL_PATTERN = /^[a-z0-9][a-z0-9-]{2,80}$/;
