import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { localRedirect } from "@/lib/routing/local-redirect";

/** Clears a session the server has found revoked or expired, then goes to Login. */
export function GET() {
  const res = localRedirect("/login", 307);
  for (const name of SESSION_COOKIES) res.cookies.delete(name);
  return res;
}
