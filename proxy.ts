import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authStateFrom, type Claims } from "@/lib/auth/claims";
import { authSecret } from "@/lib/auth/secret";
import { decide } from "@/lib/routing/decide";

/**
 * Cheap redirects from the session claims (doc 1 s4), one pure decision per navigation.
 * The (app) layout re-checks the session against the database on every render.
 */
export async function proxy(req: NextRequest) {
  const jwt = await getToken({ req, secret: authSecret() });
  const claims = (jwt?.claims as Claims | null | undefined) ?? null;
  const { pathname, search } = req.nextUrl;
  const d = decide(pathname, authStateFrom(claims));
  switch (d.kind) {
    case "next": {
      // Layouts re-run the decision on fresh state; they need the path.
      const requestHeaders = new Headers(req.headers);
      requestHeaders.set("x-pathname", pathname);
      return NextResponse.next({ request: { headers: requestHeaders } });
    }
    case "redirect": {
      const url = new URL(d.to, req.url);
      if (d.to === "/login" && pathname !== "/" && pathname !== "/login") {
        url.searchParams.set("callbackUrl", pathname + search);
      }
      return NextResponse.redirect(url);
    }
    case "access-denied":
      return NextResponse.redirect(new URL("/access-denied", req.url));
    case "not-found":
      // No page is served at this path: Next renders app/not-found.tsx with status 404.
      return NextResponse.rewrite(new URL("/404", req.url));
  }
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|map|woff2?|webmanifest)$).*)"],
};
