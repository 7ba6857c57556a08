/** The shell-wide error dialogs (session expired, email exists, limit exceeded) as a tiny store. */
export type ErrorDialog =
  | { kind: "session-expired" }
  | { kind: "email-exists"; message: string }
  | { kind: "limit"; message: string }
  | null;

let current: ErrorDialog = null;
const listeners = new Set<() => void>();

export const errorDialogStore = {
  get: () => current,
  set(next: ErrorDialog) {
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
