/** The white label's copy (doc 1 s8, word for word) and limits, named once. */
export const WHITE_LABEL_UPDATED = "White label has been updated successfully!";
export const WHITE_LABEL_NAME_MAX = 60;

export const MSG = {
  colorInvalid: "The primary color must be a hex colour such as #2f7eed.",
  logoInvalid: "The logo must be an image uploaded to this account.",
  nameMax: `The name may not be greater than ${WHITE_LABEL_NAME_MAX} characters.`,
  enabledInvalid: "The enabled field must be true or false.",
} as const;
