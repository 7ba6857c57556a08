import { useSyncExternalStore } from "react";
import { APP_VERSION } from "@/lib/app-version/version";

/**
 * The newest server version the browser has heard of: every API answer names it (header
 * x-app-version), so a tab left open across a deploy learns of it on its next call, with no
 * polling. The shell compares it with the bundle's own version (lib/app-version).
 * Once another version has answered, the tab stays stale until it reloads: during a rolling
 * deploy old and new servers answer in turn, and the bar must not come and go with them.
 */
let latest: string | null = null;
const listeners = new Set<() => void>();

export function noteServerVersion(version: string | null): void {
  if (!version || version === APP_VERSION || version === latest) return;
  latest = version;
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The server's version: the last one an answer named, else the one the page was rendered with. */
export function useServerVersion(rendered: string): string {
  return useSyncExternalStore(subscribe, () => latest ?? rendered, () => rendered);
}

/** The version the store holds now (tests). */
export function heardServerVersion(): string | null {
  return latest;
}
