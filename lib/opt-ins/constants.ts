/**
 * Opt-ins (doc 3 "Opt-ins"). A service is a content type (doc 1 s3): each has one public opt-in
 * form per location. The spec names no setting keys; the four below are what a coach expects of
 * an opt-in form (Kajabi, HighLevel): the fields asked, the tags a confirmed contact gets, whether
 * the email must be confirmed first, and where the visitor goes afterwards (docs/opt-ins.md).
 */
export const SERVICES = { 1: "Playbook", 2: "Page", 3: "Form", 4: "Progress tracking", 5: "Habit tracking" } as const;
export type ServiceId = keyof typeof SERVICES;
export const isServiceId = (n: number): n is ServiceId => Object.hasOwn(SERVICES, n);

export const OPT_IN_KEYS = ["fields", "tags", "double_opt_in", "redirect_url"] as const;
export type OptInKey = (typeof OPT_IN_KEYS)[number];

/** Fields the form may ask besides the email, which it always asks. */
export const OPTIONAL_FIELDS = ["first_name", "last_name", "phone"] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];
export const FIELD_LABELS: Record<OptionalField | "email", string> = { first_name: "First name", last_name: "Last name", phone: "Phone", email: "Email" };

export const MAX_TAGS = 20;
export const REDIRECT_MAX = 2000;
/** The JSON text of one setting: far above any valid value. */
export const SETTING_VALUE_MAX = 4000;

export const DEFAULTS: { fields: OptionalField[]; tags: number[]; double_opt_in: boolean; redirect_url: string } = {
  fields: ["first_name"],
  tags: [],
  double_opt_in: false,
  redirect_url: "",
};

/** Enrolment statuses: `optins` until the emailed link is confirmed (the workouts' word), then `active`. */
export const ENROLMENT_STATUSES = ["optins", "active"] as const;

export const OPT_IN_MSG = {
  updated: "Opt-in setting has been updated successfully.",
  confirmUpdated: "Opt-in confirmation has been updated successfully.",
  /** Doc 1 s8 / doc 3 s8, spelled so. */
  accessKeySent: "Your Access Key was succefully sent. Please check your account email.",
  notJson: "The setting value must be valid JSON.",
  fields: `The fields must be a list of ${OPTIONAL_FIELDS.join(", ")} (the email is always asked).`,
  fieldsDuplicate: "Each field may be asked once.",
  tags: `The tags must be a list of at most ${MAX_TAGS} tag ids.`,
  tagUnknown: "One of the tags does not exist.",
  doubleOptIn: "Double opt-in must be true or false.",
  redirect: "The redirect must be a web address starting with http:// or https://, or empty.",
  redirectLong: `The redirect may not be longer than ${REDIRECT_MAX} characters.`,
  tooLong: `The setting value may not be longer than ${SETTING_VALUE_MAX} characters.`,
  // The public form.
  emailRequired: "Enter your email address.",
  emailInvalid: "Enter a valid email address.",
  fieldRequired: (label: string) => `Enter your ${label.toLowerCase()}.`,
  phoneInvalid: "Enter a valid phone number.",
  unavailable: "This form is no longer available.",
  thanks: "Thank you! You're in.",
  checkEmail: "Almost done: check your inbox and click the link in our email to confirm.",
  confirmed: "Your subscription is confirmed. Thank you!",
} as const;
