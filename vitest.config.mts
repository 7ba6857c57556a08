import path from "node:path";
import { defineConfig } from "vitest/config";
import { PathSequencer } from "./tests/helpers/sequencer";

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
    // One process runs its files one after another and imports the app once: importing it for
    // every file was most of the run. Each file still has its own data folder and database
    // (setupFiles, setupTestDb). The cores are used by scripts/test.ts (npm test), one shard each;
    // the order is fixed (PathSequencer), so state a file leaves behind fails every run alike.
    isolate: false,
    maxWorkers: 1,
    sequence: { sequencer: PathSequencer },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
