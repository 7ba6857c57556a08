import type { NextRequest } from "next/server";
import { localRedirect } from "@/lib/routing/local-redirect";
import { hasScreen } from "@/lib/shell/features";

/** Doc 1 s9: referral cookies last 15 days and are secure. */
const REFERRAL_COOKIE_DAYS = 15;

/**
 * Remembers who referred the visitor, then sends them on to sign-up. Click counting and
 * its 3-minute dedupe window arrive with the referral module (doc 3).
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Sign-up arrives with the accounts module; until its screen exists the visitor lands on login.
  const res = localRedirect(hasScreen("/create-account") ? "/create-account" : "/login", 307);
  if (/^[A-Za-z0-9_-]{1,128}$/.test(token)) {
    res.cookies.set("referral_token", token, {
      maxAge: REFERRAL_COOKIE_DAYS * 86_400,
      secure: req.nextUrl.protocol === "https:",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });
  }
  return res;
}
