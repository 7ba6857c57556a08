"use client";

import { useState, useSyncExternalStore } from "react";
import { RequestCounter } from "./request-counter";

/** One RequestCounter for a component's life, and whether its latest request is still loading. */
export function useRequestCounter() {
  const [counter] = useState(() => new RequestCounter());
  const loading = useSyncExternalStore(counter.subscribe, () => counter.loading, () => false);
  return { counter, loading };
}
