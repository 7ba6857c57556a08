import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIES } from "@/lib/auth/middleware";

/** Clears a session the server has found revoked or expired, then goes to Login. */
export function GET(req: NextRequest) {
  const res = NextResponse.redirect(new URL("/login", req.url));
  for (const name of SESSION_COOKIES) res.cookies.delete(name);
  return res;
}
