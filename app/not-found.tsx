import type { Metadata } from "next";
import { ErrorScreen } from "@/components/auth/error-screen";
import { AppFrame } from "@/components/shell/app-frame";
import { NotFoundPanel } from "@/components/shell/not-found-panel";
import { authStateFrom, claimsFrom } from "@/lib/auth/claims";
import { currentCtx } from "@/lib/auth/server-session";
import { decide } from "@/lib/routing/decide";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * Any unknown address. A signed-in user who may use the app keeps the shell and a way back
 * into it; a guest (or an account held on a state screen) gets the full-page 404.
 */
export default async function NotFound() {
  const ctx = await currentCtx();
  if (ctx && decide("/home", authStateFrom(claimsFrom(ctx))).kind === "next") {
    return (
      <AppFrame ctx={ctx}>
        <NotFoundPanel />
      </AppFrame>
    );
  }
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      body="The page you're looking for doesn't exist or has moved. Check the address, or head back home."
    />
  );
}
