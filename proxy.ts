import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { appUrl } from "@/lib/auth/app-url";
import { authStateFrom, type Claims } from "@/lib/auth/claims";
import { authSecret } from "@/lib/auth/secret";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { COMMON_HEADERS, EMBEDDABLE_PAGES, newNonce, pageCsp, TRACKING_PAGES } from "@/lib/http/security-headers";
import { decide, PATHS } from "@/lib/routing/decide";
import { MESSAGE_CENTER_AUTO_LOGIN_PATH, wantsAutoLogin } from "@/lib/sms-center/auto-login";

/**
 * Cheap redirects from the session claims (doc 1 s4), one pure decision per navigation.
 * The logged-in screens re-check the session against the database on every render and,
 * when the account changed state, rewrite the claims through /api/auth/sync first, so
 * this decision and theirs agree (lib/auth/server-session.ts: requireCtx).
 *
 * Every page answer also gets its Content-Security-Policy here, with a fresh nonce that
 * Next puts on its own inline scripts (it reads the policy from the request headers).
 */
export async function proxy(req: NextRequest) {
  // The same cookie name lib/auth/next-auth.ts writes (secure when APP_URL is https).
  const jwt = await getToken({ req, secret: authSecret(), secureCookie: appUrl().startsWith("https://") });
  const claims = (jwt?.claims as Claims | null | undefined) ?? null;
  const { pathname, search } = req.nextUrl;
  const nonce = newNonce();
  const csp = pageCsp({
    nonce,
    host: pageHostname(req),
    dev: process.env.NODE_ENV === "development",
    embeddable: EMBEDDABLE_PAGES.some((p) => p.test(pathname)),
    tracking: TRACKING_PAGES.some((p) => p.test(pathname)),
  });
  const secure = (res: NextResponse) => {
    res.headers.set("Content-Security-Policy", csp);
    for (const [k, v] of Object.entries(COMMON_HEADERS)) res.headers.set(k, v);
    return res;
  };

  // The message centre opened with a sign-in token: its sign-in screen runs first, at this URL.
  if (wantsAutoLogin(pathname, req.nextUrl.searchParams)) {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
    const to = new URL(MESSAGE_CENTER_AUTO_LOGIN_PATH + search, req.url);
    return secure(NextResponse.rewrite(to, { request: { headers: requestHeaders } }));
  }

  const d = decide(pathname, authStateFrom(claims));
  switch (d.kind) {
    case "next": {
      const requestHeaders = new Headers(req.headers);
      // Layouts re-run the decision on fresh state; they need the path (and query, to come back).
      requestHeaders.set("x-pathname", pathname);
      requestHeaders.set("x-search", search);
      requestHeaders.set("x-nonce", nonce);
      requestHeaders.set("Content-Security-Policy", csp);
      return secure(NextResponse.next({ request: { headers: requestHeaders } }));
    }
    case "redirect": {
      const back = safeLocalPath(pathname + search);
      const withBack = d.to === "/login" && back && pathname !== "/" && pathname !== "/login";
      // Absolute here: Next turns a same-host proxy redirect into a relative Location itself.
      return secure(NextResponse.redirect(new URL(withBack ? `/login?callbackUrl=${encodeURIComponent(back)}` : d.to, req.url)));
    }
    case "access-denied":
      return secure(NextResponse.redirect(new URL("/access-denied", req.url)));
    case "not-found": {
      // No page is served at this path. A user who may use the app gets the 404 inside the
      // shell (its page calls notFound() under the (app) layout, which checks the session
      // again); anyone else app/not-found.tsx's full page. Both answer 404. The shell is kept
      // out of app/not-found.tsx because that boundary's scripts load with every page, the
      // public checkout and forms included.
      const requestHeaders = new Headers(req.headers);
      requestHeaders.set("x-nonce", nonce);
      requestHeaders.set("Content-Security-Policy", csp);
      const inApp = claims !== null && decide("/home", authStateFrom(claims)).kind === "next";
      if (inApp) {
        requestHeaders.set("x-pathname", pathname);
        requestHeaders.set("x-search", search);
      }
      // The rewritten request passes this proxy again: both targets are routes, so it goes on.
      return secure(NextResponse.rewrite(new URL(inApp ? PATHS.inAppNotFound : "/404", req.url), { request: { headers: requestHeaders } }));
    }
  }
}

/** The hostname the browser used (nextUrl rewrites 127.0.0.1 to localhost; the socket must match the page). */
function pageHostname(req: NextRequest): string {
  try {
    return new URL(`http://${req.headers.get("host") ?? ""}`).hostname || req.nextUrl.hostname;
  } catch {
    return req.nextUrl.hostname;
  }
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|map|woff2?|webmanifest)$).*)"],
};
