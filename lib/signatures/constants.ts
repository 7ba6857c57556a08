/** Signatures (doc 2 s3). Pure: the editor's live preview imports it. */

/** A new signature's look, before the coach changes it. */
export const SIGNATURE_DEFAULTS = {
  icon_color: "#2f7eed",
  link_color: "#2f7eed",
  bar_color: "#1f2937",
  bar_text_color: "#ffffff",
  linebar_color: "#2f7eed",
  linebar_height: 2,
  linebar_width: 100,
  margin: 0,
  padding: 8,
  border_radius: 50,
} as const;

/** Bounds of the numeric look fields (px; border_radius in % of the author image). */
export const SIGNATURE_LIMITS = {
  linebar_height: [0, 20],
  linebar_width: [0, 600],
  margin: [0, 60],
  padding: [0, 60],
  border_radius: [0, 50],
} as const;

/** Contact line labels; is_abbreviate gives the short ones. */
export const CONTACT_LABELS = {
  full: { phone: "Phone:", email: "Email:", website: "Website:", address: "Address:" },
  short: { phone: "P:", email: "E:", website: "W:", address: "A:" },
} as const;

export const SOCIALS = [
  { key: "facebook", label: "Facebook", glyph: "f" },
  { key: "ig", label: "Instagram", glyph: "ig" },
  { key: "twitter", label: "Twitter", glyph: "x" },
] as const;

/** The author image is cropped square (doc 2 s9 "author-image"). */
export const AUTHOR_IMAGE_TYPE = "author-image";
export const AUTHOR_IMAGE_SHOWN_PX = 90;

export const SIGNATURE_MSG = {
  saved: "Signature has been saved successfully!",
  deleted: "Signature has been deleted successfully!",
} as const;
