import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
