import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules directly, as the server does (Next resolves this to empty.js there).
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Each test file: its own data folder and no service settings inherited from the shell.
    setupFiles: ["tests/helpers/per-file-env.ts"],
    environment: "node",
    pool: "forks",
    // Files are isolated (own data folder, own database): one per core. Vitest's default leaves
    // a core idle, which on a 2-core machine doubles the run (about 6 minutes against 3.5).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
