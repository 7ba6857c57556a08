import { enrolmentToken, readEnrolmentToken, type EnrolmentLink } from "@/lib/public-links/enrolment-token";

/** The public habit page's signed link (lib/public-links, purpose `habit-log`): one enrolment at its link version. */
const PURPOSE = "habit-log";

export const habitToken = (l: EnrolmentLink) => enrolmentToken(PURPOSE, l);
export const readHabitToken = (token: string) => readEnrolmentToken(PURPOSE, token);
/** The page's path (relative: the caller prefixes the app's URL for emails). */
export const habitPath = (token: string) => `/habits/${token}`;
