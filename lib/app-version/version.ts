/**
 * The build this code belongs to. next.config.mjs sets NEXT_PUBLIC_APP_VERSION at build time
 * (the same value as Next's build id), so the browser bundle and the server of one build
 * agree, and a browser still running an older bundle can tell. "dev" outside a build.
 */
export const APP_VERSION: string = process.env.NEXT_PUBLIC_APP_VERSION || "dev";

/** The header every API answer carries with the server's version (lib/api/app.ts). */
export const APP_VERSION_HEADER = "x-app-version";
