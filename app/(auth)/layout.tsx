import type { ReactNode } from "react";

// Dynamic: every page carries the request's CSP nonce, and the forms post to server actions.
export const dynamic = "force-dynamic";

/**
 * The sign-in screens' layout: no app providers (query client, session scope) and no
 * toaster. Each screen answers in place, so /login ships only its form.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return children;
}
