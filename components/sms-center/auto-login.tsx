"use client";

import { useEffect, useRef } from "react";
import { finishSignIn } from "@/components/auth/finish-sign-in";
import { Spinner } from "@/components/ui/spinner";
import { autoLoginTarget } from "@/lib/sms-center/auto-login";

/**
 * Signs the message centre's auto-login token in, then loads the screen without the sign-in
 * parameters (replace: the token leaves the history too). A refused token, or one of another
 * user than the link's `user`, goes to sign-in.
 */
export function MessageCenterAutoLogin() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The proxy rewrote the request, so the address bar still shows the screen asked for.
    const { pathname, search } = window.location;
    const params = new URLSearchParams(search);
    const token = params.get("access_token") ?? "";
    const target = autoLoginTarget(pathname === "/sms-center" ? "/sms-center" : "/message-center", params);
    window.history.replaceState(null, "", target);
    // The link names its user: a token of anyone else is refused (a missing user never matches).
    finishSignIn(token, { target, user: params.get("user") ?? "" }).catch(() => window.location.replace(`/login?callbackUrl=${encodeURIComponent(target)}`));
  }, []);
  return (
    <main className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" label="Signing you in" />
    </main>
  );
}
