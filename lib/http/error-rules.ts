/** Doc 1 s8, the shared error handler, as a pure mapping from a failed response to what to do. */
export const MSG_FIELD_ERRORS = "Unable to submit form, Please correct all the errors!";
export const MSG_GENERIC = "We are unable to process your request, Please try again!";
export const MSG_SESSION_EXPIRED_TITLE = "Session Expired";
export const MSG_SESSION_EXPIRED = "Your session has expired. Please refresh page to continue.";
export const MSG_LIMIT_TITLE = "Limit exceeded";
export const SESSION_EXPIRED_AFTER_MS = 2 * 60_000;

export type ErrorBody = {
  message?: string;
  errors?: Record<string, string[]>;
  limit_exceed?: boolean;
  email_exists?: boolean;
  error?: { message?: string };
} | null;

export type ErrorAction =
  | { kind: "session-expired"; showDialog: boolean; recordLogoutAt: boolean }
  | { kind: "email-exists"; message: string }
  | { kind: "forbidden" }
  | { kind: "field-errors"; errors: Record<string, string[]>; toast: string }
  | { kind: "limit"; message: string }
  | { kind: "toast"; message: string };

/** Field messages say "business name", not the wire's "businessname". */
export function humanizeFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([k, msgs]) => [k, msgs.map((m) => m.replace(/businessname/g, "business name"))]),
  );
}

export function classifyError(
  status: number,
  body: ErrorBody,
  opts: { lastLogoutAt: number | null; now: number },
): ErrorAction {
  if (status === 401) {
    if (opts.lastLogoutAt == null) return { kind: "session-expired", showDialog: false, recordLogoutAt: true };
    return {
      kind: "session-expired",
      showDialog: opts.now - opts.lastLogoutAt > SESSION_EXPIRED_AFTER_MS,
      recordLogoutAt: true,
    };
  }
  if (status === 403) {
    if (body?.email_exists) return { kind: "email-exists", message: body.message ?? "You are already registered with this email." };
    return { kind: "forbidden" };
  }
  if (status === 422 && body?.limit_exceed) return { kind: "limit", message: body.message ?? MSG_GENERIC };
  if (status === 422 && body?.errors && Object.keys(body.errors).length) {
    return { kind: "field-errors", errors: humanizeFieldErrors(body.errors), toast: MSG_FIELD_ERRORS };
  }
  if (status === 422 && (body?.error?.message || body?.message)) {
    return { kind: "toast", message: (body.error?.message || body.message)! };
  }
  if (status === 500 && body?.message && /subscription/i.test(body.message)) return { kind: "toast", message: body.message };
  return { kind: "toast", message: MSG_GENERIC };
}

/** Inside a confirm dialog a 422 shows one chosen field's messages joined by ", ". */
export function dialogFieldMessage(errors: Record<string, string[]>, field = "name"): string {
  return (errors[field] ?? Object.values(errors)[0] ?? []).join(", ");
}
