"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MSG_SOCIAL_FAILED } from "@/lib/account-signup/constants";
import { startGoogleSignIn } from "@/lib/auth/client-session";

/** Google's "G" mark, in its four colours (Google's sign-in branding asks for it as is). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 18 18" aria-hidden className="size-[18px]">
      <path fill="#4285F4" d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62Z" />
      <path fill="#34A853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.33-1.58-5.04-3.7H.96v2.33A9 9 0 0 0 9 18Z" />
      <path fill="#FBBC05" d="M3.96 10.72A5.4 5.4 0 0 1 3.68 9c0-.6.1-1.18.28-1.72V4.95H.96A9 9 0 0 0 0 9c0 1.45.35 2.83.96 4.05l3-2.33Z" />
      <path fill="#EA4335" d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3 2.33C4.67 5.16 6.66 3.58 9 3.58Z" />
    </svg>
  );
}

/**
 * "Sign in with Google" / "Sign up with Google" and the "or" rule under it. Rendered only when
 * Google is configured (the page asks lib/auth/google.ts). A start that fails shows doc 1 s8's
 * social sign-up message.
 */
export function GoogleSignIn({ label }: { label: "Sign in with Google" | "Sign up with Google" }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await startGoogleSignIn();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Button type="button" variant="outline" className="w-full gap-2" loading={busy} loadingText="Opening Google" onClick={start}>
        <GoogleMark />
        {label}
      </Button>
      {failed ? <p role="alert" className="text-sm text-danger-strong">{MSG_SOCIAL_FAILED}</p> : null}
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

/** A failed Google sign-in, back on Login (lib/auth/social-errors.ts decides the text). */
export function SocialError({ message }: { message: string }) {
  return <p role="alert" className="mb-4 rounded-md bg-danger-tint px-3 py-2 text-sm text-danger-strong">{message}</p>;
}
