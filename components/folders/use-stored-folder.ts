"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * The last folder state, kept in localStorage (doc 2: "Local storage keeps the last folder
 * state (archived, breadcrumb, folder id, previous) per module, cleared on changing module").
 * One key for every module: the state names its module, so opening another module's screen
 * clears it. The breadcrumb is not stored: the folder list answers it with the folder.
 */
const KEY = "folder-state";

type Stored = { module: string; folderId: number; archived: boolean; previous: number };

/** Same-tab listeners (the storage event only fires in other tabs). */
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

function write(value: Stored | null) {
  memory = value ? JSON.stringify(value) : null;
  try {
    if (value) window.localStorage.setItem(KEY, memory!);
    else window.localStorage.removeItem(KEY);
  } catch {
    /* storage disabled: memory keeps it for this page */
  }
  listeners.forEach((l) => l());
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    const id = Number(v.folderId);
    if (typeof v.module !== "string" || !Number.isInteger(id) || id < 0) return null;
    return { module: v.module, folderId: id, archived: v.archived === true, previous: Number.isInteger(v.previous) ? Number(v.previous) : 0 };
  } catch {
    return null;
  }
}

/**
 * The open folder of `module` and whether its archive is shown. The server and the first client
 * render use the main folder (0, not archived), then the saved state.
 */
export function useStoredFolder(module: string): [number, (id: number) => void, { archived: boolean; previous: number; setArchived: (archived: boolean) => void }] {
  const subscribe = useCallback((onChange: () => void) => {
    listeners.add(onChange);
    window.addEventListener("storage", onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener("storage", onChange);
    };
  }, []);
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const parsed = parse(raw);
  const mine = parsed?.module === module ? parsed : null;

  // Another module's state is cleared when this module's screen opens.
  useEffect(() => {
    const stored = parse(read());
    if (stored && stored.module !== module) write(null);
  }, [module]);

  const folderId = mine?.folderId ?? 0;
  const archived = mine?.archived ?? false;
  const setFolder = useCallback(
    (id: number) => {
      const cur = parse(read());
      const same = cur?.module === module ? cur : null;
      write({ module, folderId: id, archived: same?.archived ?? false, previous: same?.folderId ?? 0 });
    },
    [module],
  );
  const setArchived = useCallback((next: boolean) => write({ module, folderId: 0, archived: next, previous: 0 }), [module]);
  return [folderId, setFolder, { archived, previous: mine?.previous ?? 0, setArchived }];
}
