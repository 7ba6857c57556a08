import type { NextRequest } from "next/server";
import { localRedirect } from "@/lib/routing/local-redirect";

/** Doc 1 s9: referral cookies last 15 days and are secure. */
const REFERRAL_COOKIE_DAYS = 15;

/**
 * Remembers who referred the visitor, then sends them on to sign-up. Click counting and
 * its 3-minute dedupe window arrive with the referral module (doc 3).
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const res = localRedirect("/create-account", 307);
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
