/** The member ID card (doc 3 "Member ID setting and a public member setting"). Pure: screens import it. */

export const CODE_TYPES = ["qr", "code128"] as const;
export type CodeType = (typeof CODE_TYPES)[number];
export const CODE_TYPE_LABELS: Record<CodeType, string> = { qr: "QR code", code128: "Barcode (Code 128)" };

/** The merge field that becomes the contact's card link in the card's email and SMS. */
export const CARD_LINK_FIELD = "member_id_url";
export const CARD_LINK_TAG = `{{ ${CARD_LINK_FIELD} }}`;

export const LIMITS = { title: 60, emailSubject: 150, emailBody: 5000, smsBody: 480 } as const;

/** What a location's card is until the coach saves one. */
export const MEMBER_ID_DEFAULTS = {
  title: "Membership card",
  // White text on it passes WCAG AA (6.7:1); the brand blue #2f7eed would not (3.9:1).
  background_color: "#1d4ed8",
  text_color: "#ffffff",
  accent_color: "#0f172a",
  show_photo: true,
  code_type: "qr" as CodeType,
  email_subject: "Your member card from {{ business.name }}",
  email_body:
    "Hi {{ contact.first_name }},\n\nHere is your member card for {{ business.name }}. Keep it on your phone and show it when you check in:\n\n{{ member_id_url }}\n\nYour member ID is {{ contact.member_id }}.",
  sms_body: "{{ business.name }}: here is your member card, {{ contact.first_name }}: {{ member_id_url }}",
  auto_send: false,
} as const;

/** Wrong codes a caller may try in the window before the card answers 429 (the API) or 404 (the page). */
export const GUESS_LIMIT = 30;
export const GUESS_WINDOW_MS = 10 * 60_000;

/** Moves into the clients group older than this are not auto-sent (workers down that long: the coach resends). */
export const AUTO_SEND_LOOKBACK_HOURS = 24;
export const AUTO_SEND_BATCH = 200;

export const MEMBER_ID_MSG = {
  saved: "Member ID settings have been saved successfully!",
  sent: "Member ID has been sent successfully!",
  noMemberId: "This contact has no member ID yet.",
  noEmail: "This contact has no email address.",
  noNumber: "This contact has no phone number.",
  nowhere: "This contact has no email address or phone number.",
  linkMissing: `Put the card link ${CARD_LINK_TAG} in the message, or it cannot open the card.`,
  logoInvalid: "The logo must be an image of your image library.",
} as const;

/** Merge fields the settings screen offers for the card's texts. */
export const CARD_MERGE_FIELDS = [
  { label: "Card link", value: CARD_LINK_TAG },
  { label: "First name", value: "{{ contact.first_name }}" },
  { label: "Last name", value: "{{ contact.last_name }}" },
  { label: "Member ID", value: "{{ contact.member_id }}" },
  { label: "Business name", value: "{{ business.name }}" },
] as const;
