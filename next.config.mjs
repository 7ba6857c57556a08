import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pg-boss", "ws", "twilio", "pusher"],
  // Lets several dev/test servers run side by side (each with its own DATA_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { optimizePackageImports: ["radix-ui", "lucide-react"] },
};

export default nextConfig;
