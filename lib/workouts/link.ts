import { appUrl } from "@/lib/auth/app-url";
import { enrolmentToken, readEnrolmentToken } from "@/lib/public-links/enrolment-token";

/**
 * The public workout page's link (`/w/{token}`): one assignment (workout + contact) at its link
 * version, signed by the public pages' kit (lib/public-links). Removing the contact bumps the
 * version (404 after).
 */
const PURPOSE = "workout-session";

export type WorkoutLink = { assignmentId: number; workoutId: number; contactId: number; version: number };

export const workoutToken = (l: WorkoutLink) => enrolmentToken(PURPOSE, { enrolmentId: l.assignmentId, assetId: l.workoutId, contactId: l.contactId, version: l.version });

export function readWorkoutToken(token: string): WorkoutLink | null {
  const l = readEnrolmentToken(PURPOSE, token);
  return l && { assignmentId: l.enrolmentId, workoutId: l.assetId, contactId: l.contactId, version: l.version };
}

export const workoutPath = (token: string) => `/w/${token}`;
export const workoutUrl = (l: WorkoutLink) => `${appUrl()}${workoutPath(workoutToken(l))}`;
