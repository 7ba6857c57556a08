"use client";

import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { apiFetch } from "@/lib/http/client";
import { finishSignIn } from "./finish-sign-in";

/**
 * Redirect-style sign-in (auto-login links, developer login): spends the one-time token,
 * signs in, and goes to the target (else the answer's landing_path, else where doc 1 s4 says).
 * A bad token shows the 404 page (doc 1 s8).
 */
export function TokenSignIn({ endpoint, body, target }: { endpoint: string; body?: unknown; target?: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // the token is single-use: never send it twice
    started.current = true;
    apiFetch<{ access_token: string; landing_path?: string }>(endpoint, { method: "POST", body: body ?? {} })
      .then((res) => finishSignIn(res.access_token, { target: target ?? res.landing_path }))
      .catch(() => window.location.replace("/404"));
  }, [endpoint, body, target]);
  return (
    <main className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" label="Signing you in" />
    </main>
  );
}
