import { useSyncExternalStore } from "react";

/**
 * The newest server version the browser has heard of: every API answer names it (header
 * x-app-version), so a tab left open across a deploy learns of it on its next call, with no
 * polling. The shell compares it with the bundle's own version (lib/app-version).
 */
let latest: string | null = null;
const listeners = new Set<() => void>();

export function noteServerVersion(version: string | null): void {
  if (!version || version === latest) return;
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
