"use client";

import { signOutSession } from "@/lib/auth/client-session";
import { toast } from "sonner";
import { ApiError } from "./client";
import { classifyError } from "./error-rules";
import { errorDialogStore } from "./error-store";

const LAST_LOGOUT_KEY = "last_logout_at";

type Handlers = {
  /** Puts server field messages on the form's fields (react-hook-form's setError). */
  setFieldErrors?: (errors: Record<string, string[]>) => void;
  /** Stay silent on plain failures (many list loads only log). */
  silent?: boolean;
};

/** The shared error handler of doc 1 s8: every caught API failure goes through here. */
export function handleApiError(err: unknown, handlers: Handlers = {}): void {
  if (!(err instanceof ApiError)) {
    if ((err as Error)?.name === "AbortError") return;
    console.error(err);
    if (!handlers.silent) toast.error("We are unable to process your request, Please try again!");
    return;
  }
  const stored = Number(window.localStorage.getItem(LAST_LOGOUT_KEY)) || null;
  const action = classifyError(err.status, err.body, { lastLogoutAt: stored, now: Date.now() });
  switch (action.kind) {
    case "session-expired":
      if (action.recordLogoutAt) window.localStorage.setItem(LAST_LOGOUT_KEY, String(Date.now()));
      if (action.showDialog) errorDialogStore.set({ kind: "session-expired" });
      else void signOutSession("/login");
      return;
    case "email-exists":
      errorDialogStore.set({ kind: "email-exists", message: action.message });
      return;
    case "forbidden":
      window.location.assign("/403");
      return;
    case "field-errors":
      handlers.setFieldErrors?.(action.errors);
      toast.error(action.toast);
      scrollToFirstError();
      return;
    case "limit":
      errorDialogStore.set({ kind: "limit", message: action.message });
      return;
    case "toast":
      if (!handlers.silent) toast.error(action.message);
  }
}

function scrollToFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>("[aria-invalid='true']");
    el?.scrollIntoView({ behavior: "smooth", block: "center" });
    el?.focus({ preventScroll: true });
  });
}

/** react-hook-form adapter: sets each field's first message. */
export function toFormErrors(setError: (name: never, error: { type: string; message: string }) => void) {
  return (errors: Record<string, string[]>) => {
    for (const [field, msgs] of Object.entries(errors)) setError(field as never, { type: "server", message: msgs[0] });
  };
}
