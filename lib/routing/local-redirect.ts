import { NextResponse } from "next/server";
import { safeRedirect } from "@/lib/http/safe-redirect";

/**
 * A redirect to a path on this app, with a relative Location. Route handlers see their
 * request URL with 127.0.0.1 rewritten to "localhost" (Next's NextURL), so an absolute
 * Location built from it moves the browser to another host, without its session cookie.
 * `path` goes through the safe-redirect check like any other target.
 */
export function localRedirect(path: string, status: 302 | 303 | 307 = 303): NextResponse {
  return new NextResponse(null, { status, headers: { Location: safeRedirect(path, "/login") } });
}
