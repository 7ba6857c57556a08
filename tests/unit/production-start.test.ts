import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import nextConfigOf from "../../next.config.mjs";

/** `npm start` (issue 31 s4): embedded mode runs on http://localhost:$PORT; with PostgreSQL, APP_URL is required. */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

function clear() {
  for (const name of ["APP_URL", "NEXTAUTH_URL", "VERCEL_URL", "DATABASE_URL"]) delete process.env[name];
}

describe("production start", () => {
  it("in embedded mode defaults APP_URL to http://localhost:$PORT, in one log line", () => {
    clear();
    process.env.PORT = "4321";
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    nextConfigOf(PHASE_PRODUCTION_SERVER);
    expect(process.env.APP_URL).toBe("http://localhost:4321");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain("http://localhost:4321");
  });

  it("with DATABASE_URL still refuses to start without APP_URL", () => {
    clear();
    process.env.DATABASE_URL = "postgres://localhost/coachos";
    expect(() => nextConfigOf(PHASE_PRODUCTION_SERVER)).toThrow(/set APP_URL/);
    process.env.APP_URL = "https://app.example.com";
    expect(() => nextConfigOf(PHASE_PRODUCTION_SERVER)).not.toThrow();
  });
});
