import type { ZodError } from "zod";

/** zod issues -> Laravel's { field: [messages] } map. */
export function zodToFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
