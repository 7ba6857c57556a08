"use client";

import { useCallback, useSyncExternalStore } from "react";
import { DISMISS_KEY_PREFIX, SIDEBAR_EXPANDED_KEY, TIPS_COOKIE, TIPS_DEFAULT } from "./constants";
import { parseExpanded, parseTips, readCookie, serializeTipsCookie, type BarSlot } from "./rules";

/** A tiny external store over browser storage, shared by every component that reads it. */
function createStore<T, W = T>(read: () => T, write: (value: W) => void) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: read,
    set(value: W) {
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

// ---------- Dismissed notification bars ----------
// The billing bar's dismissal is kept in localStorage as its mark (billingBarMark): it returns the
// next day or on a new failure, in this tab or another. The email bar's lasts the session.

const dismissStore = createStore<string, { slot: BarSlot; mark: string }>(
  () => `${safeStorage("local")?.getItem(DISMISS_KEY_PREFIX + "billing") ?? ""}\n${safeStorage("session")?.getItem(DISMISS_KEY_PREFIX + "email") ?? ""}`,
  ({ slot, mark }) => safeStorage(slot === "billing" ? "local" : "session")?.setItem(DISMISS_KEY_PREFIX + slot, mark),
);

export function useDismissedBars(billingMark: string | null): [Partial<Record<BarSlot, boolean>>, (slot: BarSlot) => void] {
  const raw = useSyncExternalStore(dismissStore.subscribe, dismissStore.get, () => "\n");
  const [billing, email] = raw.split("\n");
  const dismissed: Partial<Record<BarSlot, boolean>> = { billing: billingMark != null && billing === billingMark, email: email === "1" };
  const dismiss = useCallback(
    (slot: BarSlot) => {
      if (slot === "billing" && billingMark) dismissStore.set({ slot, mark: billingMark });
      else if (slot === "email") dismissStore.set({ slot, mark: "1" });
    },
    [billingMark],
  );
  return [dismissed, dismiss];
}

/** Forget bar dismissals (on logout). */
export function clearDismissedBars() {
  safeStorage("local")?.removeItem(DISMISS_KEY_PREFIX + "billing");
  safeStorage("session")?.removeItem(DISMISS_KEY_PREFIX + "email");
}
