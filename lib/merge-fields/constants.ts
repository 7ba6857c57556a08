/**
 * Merge fields (issue 11 "Composing"): liquid variables a coach puts in a subject, an email or
 * an SMS. Pure: the editor's merge-field menu imports it too.
 */
export const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone", "member_id"] as const;
export const BUSINESS_FIELDS = ["name", "phone", "address"] as const;
export const LINK_FIELDS = ["portal_login_url", "unsubscribe_url", "web_view_url"] as const;

/** What the editor's menu offers, label and the liquid to insert. */
export const MERGE_FIELD_MENU: { label: string; value: string }[] = [
  ...CONTACT_FIELDS.map((f) => ({ label: `Contact ${f.replace(/_/g, " ")}`, value: `{{ contact.${f} }}` })),
  ...BUSINESS_FIELDS.map((f) => ({ label: `Business ${f}`, value: `{{ business.${f} }}` })),
  { label: "Portal login link", value: "{{ portal_login_url }}" },
  { label: "Unsubscribe link", value: "{{ unsubscribe_url }}" },
  { label: "Web view link", value: "{{ web_view_url }}" },
];

/** A custom field's merge key: its name in lower case, runs of other characters as "_". */
export function customFieldKey(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

export const MERGE_MSG = {
  unknown: (name: string) => `Unknown merge field: {{ ${name} }}.`,
  syntax: (detail: string) => `This merge field cannot be read: ${detail}.`,
} as const;
