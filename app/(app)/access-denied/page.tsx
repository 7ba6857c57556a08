import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";
import { StatusPanel } from "@/components/shell/status-panel";

export const metadata: Metadata = { title: "Access Denied" };

/** AccessDenied (doc 1 s6): shown when the user lacks view permission for an area. */
export default function AccessDeniedPage() {
  return (
    <StatusPanel icon={ShieldAlert} tone="danger" title="Access denied">
      You don&rsquo;t have permission to view that page. If you need it for your work, ask your account owner to
      give you access.
    </StatusPanel>
  );
}
