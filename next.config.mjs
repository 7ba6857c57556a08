// @ts-check
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

/**
 * The same rule as lib/auth/app-url.ts (configuredAppUrl): the app's public origin comes from
 * APP_URL, NEXTAUTH_URL or a preview deploy's VERCEL_URL. This file is plain JavaScript and
 * cannot import that TypeScript module, hence the copy; keep the two in step.
 */
function configuredAppUrl() {
  return process.env.APP_URL || process.env.NEXTAUTH_URL || (process.env.VERCEL_URL ? `https://${process.env.VERCEL_URL}` : "");
}

// Headers of everything Next serves itself. Pages get their CSP (with a nonce) from
// proxy.ts, the Hono APIs get theirs from lib/http/security-headers.ts; kept in step with
// COMMON_HEADERS and API_CSP there.
const COMMON = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];
const NOT_HONO = "/((?!api/v3|api/billing|api/checkout).*)";
/** The API route handlers that answer data under the strict policy: all but Hono's and files. */
const API_DATA = "/api/:path((?!v3|billing|checkout|files(?:/|$)).*)";

/**
 * The build's version (lib/app-version): inlined into the browser bundle and the server alike,
 * so an open tab running an older bundle sees that the server moved on (the refresh bar).
 * APP_VERSION may name it (a commit); otherwise each build gets its own.
 */
const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION || process.env.APP_VERSION || `b${Date.now().toString(36)}`;

/** @type {(phase: string) => import("next").NextConfig} */
export default function config(phase) {
  // A production server without its public origin would mail reset links to localhost and
  // give next-auth a localhost base URL: refuse to start, saying what to set. In embedded mode
  // (no DATABASE_URL) the server is one machine by definition: its origin is
  // http://localhost:$PORT, said in one log line. `next build` (preview deploys, CI) needs nothing.
  if (phase === PHASE_PRODUCTION_SERVER && !configuredAppUrl() && !process.env.DATABASE_URL) {
    process.env.APP_URL = `http://localhost:${process.env.PORT || 3000}`;
    console.log(`CoachOS: embedded mode, APP_URL defaults to ${process.env.APP_URL} (set APP_URL to serve other machines).`);
  } else if (phase === PHASE_PRODUCTION_SERVER && !configuredAppUrl()) {
    throw new Error(
      "CoachOS: set APP_URL (or NEXTAUTH_URL) to the app's public origin, e.g. https://app.example.com. " +
        "With DATABASE_URL set it builds the links in emails and the sign-in session's base URL.",
    );
  }
  return {
    // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
    serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pg-boss", "ws", "twilio", "pusher", "bwip-js"],
    // Lets several dev/test servers run side by side (each with its own DATA_DIR).
    distDir: process.env.NEXT_DIST_DIR ?? ".next",
    poweredByHeader: false,
    env: { NEXT_PUBLIC_APP_VERSION: APP_VERSION },
    generateBuildId: async () => APP_VERSION,
    reactStrictMode: true,
    experimental: {
      optimizePackageImports: ["radix-ui", "lucide-react"],
      // The public form (/f/{url}) posts its file answers (10 MB each, lib/forms/constants.ts)
      // to a server action: room for two of them, so a file just over 10 MB gets the form's own
      // message under its question rather than Next's refusal of the whole body.
      serverActions: { bodySizeLimit: "24mb" },
      proxyClientMaxBodySize: "24mb",
    },
    // .ci/run type-checks the whole tree (tests included) in its own `tsc` step, a superset of
    // the build's check: it sets SKIP_BUILD_TYPECHECK=1 so the build does not check twice.
    // Everyone else's `next build` checks types as usual.
    typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
    async headers() {
      return [
        { source: NOT_HONO, headers: COMMON },
        // Route handlers outside Hono (next-auth, webhooks): data, never a document. Not files:
        // a rule here replaces the header a handler sets, and lib/platform/files/serve.ts sets the
        // uploads' own policy (sandbox, inline styles for the image viewer) on every answer.
        { source: API_DATA, headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      ];
    },
  };
}
