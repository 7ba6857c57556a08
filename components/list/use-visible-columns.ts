"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { columnsStorageKey, readVisibleColumns } from "./columns";

/** Same-tab listeners (the storage event only fires in other tabs). */
const listeners = new Set<() => void>();
/** Used when storage is unavailable (disabled, private mode): the choice lasts for this page. */
const memory = new Map<string, string | null>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/**
 * A user's visible columns on one list, remembered in localStorage per list and per user
 * (two coaches sharing a browser keep their own). The server and the first client render use
 * the defaults, then the saved choice applies.
 */
export function useVisibleColumns<K extends string>(
  listId: string,
  userId: number | string,
  all: readonly { key: K; alwaysVisible?: boolean }[],
  defaults: readonly K[],
) {
  const key = columnsStorageKey(listId, userId);
  const subscribe = useCallback(
    (onChange: () => void) => {
      listeners.add(onChange);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key) onChange();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", onStorage);
      };
    },
    [key],
  );
  const raw = useSyncExternalStore(subscribe, () => read(key), () => null);
  const columns = useMemo(() => readVisibleColumns(raw, all, defaults), [raw, all, defaults]);
  const setColumns = useCallback(
    (next: K[] | null) => {
      const text = next ? JSON.stringify(next) : null;
      memory.set(key, text);
      try {
        if (text) window.localStorage.setItem(key, text);
        else window.localStorage.removeItem(key);
      } catch {
        /* storage full or disabled: memory keeps the choice */
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [columns, setColumns] as const;
}
