"use client";

import { useCallback, useSyncExternalStore } from "react";
import { DISMISS_KEY_PREFIX, SIDEBAR_EXPANDED_KEY, TIPS_COOKIE, TIPS_DEFAULT } from "./constants";
import { parseExpanded, parseTips, readCookie, serializeTipsCookie, type BarSlot } from "./rules";

/** A tiny external store over browser storage, shared by every component that reads it. */
function createStore<T>(read: () => T, write: (value: T) => void) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: read,
    set(value: T) {
      write(value);
      notify();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      // Other tabs changing localStorage/sessionStorage.
      window.addEventListener("storage", notify);
      return () => {
        listeners.delete(l);
        window.removeEventListener("storage", notify);
      };
    },
  };
}

function safeStorage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

// ---------- Sidebar expanded flag ("1"/"0" in localStorage) ----------

const sidebarStore = createStore<boolean>(
  () => parseExpanded(safeStorage("local")?.getItem(SIDEBAR_EXPANDED_KEY)),
  (expanded) => safeStorage("local")?.setItem(SIDEBAR_EXPANDED_KEY, expanded ? "1" : "0"),
);

export function useSidebarExpanded(): [boolean, (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(sidebarStore.subscribe, sidebarStore.get, () => true);
  return [expanded, sidebarStore.set];
}

// ---------- Tips (cookie "tips", until the end of the next day, default on) ----------

const tipsStore = createStore<boolean>(
  () => parseTips(readCookie(document.cookie, TIPS_COOKIE)),
  (on) => {
    document.cookie = serializeTipsCookie(TIPS_COOKIE, on);
  },
);

/**
 * Whether tooltips/tips are switched on. `serverValue` is the cookie as the server read it
 * (the shell passes it so the first render matches); other callers may omit it.
 */
export function useTips(serverValue: boolean = TIPS_DEFAULT): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(tipsStore.subscribe, tipsStore.get, () => serverValue);
  return [on, tipsStore.set];
}

/** Read-only form for modules that only need to know whether to show tips. */
export function useTipsEnabled(): boolean {
  return useTips()[0];
}

// ---------- Dismissed notification bars (sessionStorage) ----------

const dismissStore = createStore<string>(
  () =>
    (["billing", "email"] as BarSlot[])
      .filter((s) => safeStorage("session")?.getItem(DISMISS_KEY_PREFIX + s) === "1")
      .join(","),
  (slot) => safeStorage("session")?.setItem(DISMISS_KEY_PREFIX + slot, "1"),
);

export function useDismissedBars(): [Partial<Record<BarSlot, boolean>>, (slot: BarSlot) => void] {
  const raw = useSyncExternalStore(dismissStore.subscribe, dismissStore.get, () => "");
  const dismissed: Partial<Record<BarSlot, boolean>> = {};
  for (const s of raw.split(",")) if (s) dismissed[s as BarSlot] = true;
  const dismiss = useCallback((slot: BarSlot) => dismissStore.set(slot), []);
  return [dismissed, dismiss];
}

/** Forget bar dismissals (on logout). */
export function clearDismissedBars() {
  const s = safeStorage("session");
  for (const slot of ["billing", "email"]) s?.removeItem(DISMISS_KEY_PREFIX + slot);
}
