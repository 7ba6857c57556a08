import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      "node_modules/**", ".next/**", ".next-*/**", ".data/**", ".data-*/**", "next-env.d.ts",
      "db/migrations/**", "test-results/**", "playwright-report/**", "bench-results/**", "scripts/tmp/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Sign-in, logout and session-expiry changes need a full page load so every layout
      // re-reads the session; client navigation would keep stale server state.
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    // Imports only go down (ARCHITECTURE.md): components never reach the database or server
    // modules (types are fine), and nothing below components imports them.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [{
          group: ["@/db", "@/db/*", "@/lib/api/app", "@/lib/*/service", "@/lib/*/*-service", "@/lib/*/routes", "@/lib/platform/*/index", "@/lib/platform/jobs/*", "@/lib/auth/access", "@/lib/auth/login", "@/lib/demo/*"],
          allowTypeImports: true,
          message: "Components load data through the API (lib/<module>/hooks.ts) or props from a server page.",
        }],
      }],
    },
  },
  {
    files: ["lib/**", "db/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/components/*", "@/app/*"], message: "lib/ and db/ sit below the screens." }] }],
    },
  },
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/*", "../lib/*"], message: "db/ imports no lib module: register startup work with onDatabaseOpen (lib/demo/register.ts)." }] }],
    },
  },
];

export default config;
