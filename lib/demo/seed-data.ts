/** Deterministic demo data: the same names on every machine. */
export const FIRST_NAMES = [
  "Ava", "Liam", "Mia", "Noah", "Emma", "Oliver", "Sofia", "Elijah", "Isla", "Lucas",
  "Amara", "Mateo", "Chloe", "Ethan", "Zoe", "Kai", "Nora", "Leo", "Maya", "Jonah",
  "Priya", "Diego", "Hana", "Omar", "Freya", "Theo", "Lena", "Arjun", "Ruby", "Felix",
];
export const LAST_NAMES = [
  "Johnson", "Garcia", "Patel", "Nguyen", "Smith", "Brown", "Martinez", "Kim", "Lopez", "Wilson",
  "Anderson", "Thomas", "Moore", "Jackson", "Lee", "Harris", "Clark", "Lewis", "Walker", "Young",
  "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson", "Carter",
];
export const SOURCES = [
  "Phone", "Email", "Referral", "Internet", "Event", "Daily Deal", "Direct Mail",
  "Networking Group", "JV Partner", "OM Offers", "Member ID", "Facebook Ads", "Other",
];
export const TEMPERATURES = ["cold", "warm", "hot"] as const;
export const LAST_ACTIONS = [
  "Opened email", "Submitted form", "Viewed page", "Logged in to portal", "Replied to SMS",
  "Completed workout", "Booked call",
];

/** Default status items per tab (doc 2 s3: Leads, Trial and Bucket fall back to Prospect, ActiveTrial, Lost). */
export { DEFAULT_STATUSES } from "@/lib/contacts/default-statuses";
