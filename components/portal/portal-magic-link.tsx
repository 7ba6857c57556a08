"use client";

import Link from "next/link";
import { useState } from "react";
import { LinkIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { IconBadge } from "@/components/ui/icon-badge";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { portalPath, SIGN_IN_LINK_INVALID } from "@/lib/portal/constants";

/** The magic link's one button (POST /portal/login-with-link), or why the link cannot be used. */
export function PortalMagicLink({ token, usable, slug }: { token: string; usable: boolean; slug: string | null }) {
  const [state, setState] = useState<"ready" | "busy" | "invalid" | "failed">(usable ? "ready" : "invalid");
  const go = () => {
    setState("busy");
    api.post("/portal/login-with-link", { body: { token } }).then(
      (res) => window.location.assign(portalPath(res.slug)),
      (err: unknown) => setState(err instanceof ApiError && err.status === 422 ? "invalid" : "failed"),
    );
  };
  if (state === "invalid") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={LinkIcon} tone="warning" />
        <p className="text-sm text-foreground">{SIGN_IN_LINK_INVALID}</p>
        {slug ? <Link href={portalPath(slug)} className={buttonVariants({ variant: "default", className: "w-full" })}>Go to sign in</Link> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {state === "failed" ? <p role="alert" className="text-sm text-danger">We are unable to process your request, Please try again!</p> : null}
      <Button className="w-full" onClick={go} loading={state === "busy"} loadingText="Signing in" autoFocus>Continue</Button>
    </div>
  );
}
