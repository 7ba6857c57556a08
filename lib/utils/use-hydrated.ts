import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False in the server HTML and while hydrating, true once React owns the page's controls. Input
 * made to a server-rendered control before then can be lost, so controls that matter mark
 * themselves `data-hydrated` and browser tests wait for it.
 */
export const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);
