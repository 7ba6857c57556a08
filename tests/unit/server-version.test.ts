import { describe, expect, it } from "vitest";
import { APP_VERSION } from "../../lib/app-version/version";
import { heardServerVersion, noteServerVersion } from "../../lib/http/server-version";

describe("the server version the browser has heard of", () => {
  it("starts empty, takes a newer server's version, and keeps it when the old version answers again", () => {
    expect(heardServerVersion()).toBeNull();
    noteServerVersion(APP_VERSION);
    noteServerVersion(null);
    expect(heardServerVersion()).toBeNull();
    noteServerVersion("a-newer-build");
    expect(heardServerVersion()).toBe("a-newer-build");
    // A rolling deploy: an old server answers next; the tab is still behind.
    noteServerVersion(APP_VERSION);
    expect(heardServerVersion()).toBe("a-newer-build");
  });
});
