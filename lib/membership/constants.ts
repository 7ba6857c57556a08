/** The plan limits (issue 30), in the order the billing screen's meters show them. */
export const LIMIT_KINDS = ["contacts", "locations", "users", "products", "sms", "emails"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** What each limit counts, as the meters and the 422 name it (ours: the spec shows no copy). */
export const LIMIT_LABELS: Record<LimitKind, { label: string; noun: string }> = {
  contacts: { label: "Contacts", noun: "contacts" },
  locations: { label: "Locations", noun: "locations" },
  users: { label: "Users", noun: "users" },
  products: { label: "Products", noun: "products" },
  sms: { label: "SMS this month", noun: "SMS a month" },
  emails: { label: "Emails this month", noun: "emails a month" },
};

/** A meter warns from this share of its limit on (issue 30: "usage meters warn at 80 %"). */
export const LIMIT_WARN_RATIO = 0.8;

export const limitMessage = (kind: LimitKind, limit: number) =>
  `Your plan allows ${limit.toLocaleString("en-US")} ${LIMIT_LABELS[kind].noun}. Please upgrade your plan to add more ${kind === "sms" ? "SMS" : kind === "emails" ? "emails" : kind}.`;
