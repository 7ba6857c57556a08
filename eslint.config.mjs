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
];

export default config;
