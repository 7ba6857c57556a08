import { appUrl } from "@/lib/auth/app-url";
import { enrolmentToken, readEnrolmentToken } from "@/lib/public-links/enrolment-token";

/**
 * The public plan-day page's link (`/wp/{token}`): one plan assignment (plan + contact) at its
 * link version, signed as the workout link is (lib/workouts/link.ts) with its own purpose, so a
 * workout link never opens a plan. Removing the contact bumps the version (404 after).
 */
const PURPOSE = "workout-plan-day";

export type PlanLink = { assignmentId: number; planId: number; contactId: number; version: number };

export const planToken = (l: PlanLink) => enrolmentToken(PURPOSE, { enrolmentId: l.assignmentId, assetId: l.planId, contactId: l.contactId, version: l.version });

export function readPlanToken(token: string): PlanLink | null {
  const l = readEnrolmentToken(PURPOSE, token);
  return l && { assignmentId: l.enrolmentId, planId: l.assetId, contactId: l.contactId, version: l.version };
}

/** The page opens on the contact's plan day for today; `day` opens another day of the plan. */
export const planDayPath = (token: string, day?: number) => `/wp/${token}${day ? `?day=${day}` : ""}`;
export const planDayUrl = (l: PlanLink) => `${appUrl()}${planDayPath(planToken(l))}`;
