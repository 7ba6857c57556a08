"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Same-tab listeners (the storage event only fires in other tabs). */
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory;
  }
}

/**
 * The open folder, remembered in localStorage per module (doc 2 s2: the last folder state is
 * kept). The server and the first client render use the main folder (0), then the saved one.
 */
export function useStoredFolder(key: string): [number, (id: number) => void] {
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    window.addEventListener("storage", onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener("storage", onChange);
    };
  }, []);
  const raw = useSyncExternalStore(subscribe, () => read(key), () => null);
  const n = Number(raw);
  const folderId = Number.isInteger(n) && n > 0 ? n : 0;
  const set = useCallback(
    (id: number) => {
      memory = id ? String(id) : null;
      try {
        if (id) window.localStorage.setItem(key, String(id));
        else window.localStorage.removeItem(key);
      } catch {
        /* storage disabled: memory keeps it for this page */
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [folderId, set];
}
