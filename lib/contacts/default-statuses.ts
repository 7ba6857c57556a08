/**
 * The status tabs every location starts with: the demo seed's and a new account's
 * (lib/account-signup), so the two never drift apart.
 */
export const DEFAULT_STATUSES: { tab: string; title: string; value: string }[] = [
  { tab: "leads", title: "Prospect", value: "Leads" },
  { tab: "leads", title: "Hot Lead", value: "Hot Lead" },
  { tab: "trials", title: "Active Trial", value: "Trial" },
  { tab: "clients", title: "Client", value: "Client" },
  { tab: "clients", title: "VIP Client", value: "VIP" },
  { tab: "staff", title: "Staff", value: "Staff" },
  { tab: "lost", title: "Lost", value: "Bucket" },
  { tab: "lost", title: "Cancelled", value: "Cancelled" },
];
