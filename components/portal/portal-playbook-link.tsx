"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { portalHref } from "./tabs/portal-ui";

/**
 * A playbook email's link: Continue posts it to /auth/login-with-playbook-token, which signs the
 * contact in, and opens that playbook. Spent only on the tap (a mail scanner fetching the page
 * does not use it up); a bad or used link goes to Error-404.
 */
export function PortalPlaybookLink({ token, playbookId }: { token: string; playbookId: number | null }) {
  const [state, setState] = useState<"ready" | "busy" | "failed">("ready");
  const go = () => {
    setState("busy");
    api.post("/auth/login-with-playbook-token", { body: { token, ...(playbookId ? { playbook_id: playbookId } : {}) } }).then(
      (res) => window.location.assign(portalHref(res.slug, "playbooks", res.playbook_id)),
      (err: unknown) => (err instanceof ApiError && (err.status === 404 || err.status === 422) ? window.location.replace("/404") : setState("failed")),
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {state === "failed" ? <p role="alert" className="text-sm text-danger">We are unable to process your request, Please try again!</p> : null}
      <Button className="w-full" onClick={go} loading={state === "busy"} loadingText="Opening" autoFocus>Open my playbook</Button>
    </div>
  );
}
