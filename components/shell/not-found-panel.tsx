import { Compass } from "lucide-react";
import { StatusPanel } from "./status-panel";

/** The in-app 404: shown inside the shell, with a way back into the app (not to Login). */
export function NotFoundPanel() {
  return (
    <StatusPanel icon={Compass} tone="primary" eyebrow="404" title="Page not found">
      This page doesn&rsquo;t exist or has moved. Check the address, or pick up where you left off from Home.
    </StatusPanel>
  );
}
