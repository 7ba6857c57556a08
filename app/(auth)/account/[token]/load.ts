import "server-only";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db";
import { signupDetails } from "@/lib/account-signup/service";
import { stepPath } from "@/lib/account-signup/paths";
import type { SignupDetails } from "@/lib/account-signup/schemas";
import { AppError } from "@/lib/http/errors";

type Step = SignupDetails["next_step"];
const ORDER: Step[] = ["verify-email", "verify-phone", "verify-business", "plans"];

/**
 * A sign-up step's data, read through the service on the server. An unknown, spent or
 * expired token shows the 404 page; a step the person has not reached yet (or has finished)
 * sends them to the step they are on.
 */
export async function loadStep(params: Promise<{ token: string }>, step: Step | null) {
  const { token } = await params;
  let details: SignupDetails;
  try {
    details = await signupDetails(await getDb(), token);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
  if (step) {
    const at = ORDER.indexOf(details.next_step);
    const want = ORDER.indexOf(step);
    // Ahead of where they are: back to their step. Behind: codes are done, move on
    // (the business form stays editable until a plan is chosen).
    if (want > at || (want < at && step !== "verify-business")) redirect(stepPath(token, details.next_step));
  }
  return { token, details };
}
