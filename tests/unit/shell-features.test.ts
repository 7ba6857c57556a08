import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchRoute } from "../../lib/routing/match";
import { ROUTES } from "../../lib/routing/routes";
import { existingScreens, featureEnabled, firstScreen, hasScreen, screenExists } from "../../lib/shell/features";

const APP = path.join(__dirname, "../../app");

/** Every URL path app/ serves a screen or redirect handler at (API routes aside). */
function servedPaths(dir = APP, segments: string[] = []): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (segments.length === 0 && entry.name === "api") continue;
      // (group) folders add no segment; [param] becomes a sample value.
      const seg = /^\(.*\)$/.test(entry.name) ? [] : [entry.name.replace(/^\[(.+)\]$/, "sample-$1")];
      out.push(...servedPaths(path.join(dir, entry.name), [...segments, ...seg]));
    } else if (/^(page|route)\.tsx?$/.test(entry.name)) {
      out.push("/" + segments.join("/"));
    }
  }
  return out;
}

describe("the feature table", () => {
  it("lists exactly the screens app/ serves", () => {
    const served = servedPaths().map((p) => {
      const m = matchRoute(p);
      expect(m, `${p} is not in the route table`).not.toBeNull();
      return m!.route.name;
    });
    // app/not-found.tsx serves the 404 screen at any unknown path, /404 included.
    expect(fs.existsSync(path.join(APP, "not-found.tsx"))).toBe(true);
    served.push("Error-404");
    expect([...new Set(served)].sort()).toEqual([...existingScreens()].sort());
  });

  it("names only routes of the route table", () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const name of existingScreens()) expect(names.has(name), name).toBe(true);
  });

  it("answers for paths, with params, queries and hashes", () => {
    expect(hasScreen("/contacts")).toBe(true);
    expect(hasScreen("/contacts?status=leads")).toBe(true);
    expect(hasScreen("/mailbox/sms")).toBe(true);
    expect(hasScreen("/password/abc/reset")).toBe(true);
    expect(hasScreen("/contact/12/profile")).toBe(true);
    expect(hasScreen("/progress-tracking/3/view-response/12")).toBe(true);
    expect(hasScreen("/admin-settings?module=account")).toBe(true);
    expect(hasScreen("/checkout")).toBe(true);
    expect(hasScreen("/checkout/clients")).toBe(true);
    expect(hasScreen("/journeys")).toBe(true);
    expect(hasScreen("/sequences")).toBe(true);
    expect(hasScreen("/pipelines")).toBe(false);
    expect(hasScreen("/message-center")).toBe(true);
    expect(hasScreen("/sms-center?channel=portal")).toBe(true);
    expect(hasScreen("/no/such/page")).toBe(false);
  });

  it("builds links only to screens that exist", () => {
    expect(screenExists("ContactIndex")).toBe(true);
    expect(screenExists("ContactProfile")).toBe(true);
    expect(screenExists("ProgressTrackingResponse")).toBe(true);
    expect(firstScreen(["/message-center", "/mailbox/sms"])).toBe("/message-center");
    expect(firstScreen(["/pipelines", "/mailbox/sms"])).toBe("/mailbox/sms");
    expect(firstScreen(["/pipelines"])).toBeNull();
  });

  it("knows which modules have landed", () => {
    expect(featureEnabled("contacts-center")).toBe(true);
    expect(featureEnabled("checkouts")).toBe(true);
    expect(featureEnabled("broadcasts")).toBe(true);
    expect(featureEnabled("journeys")).toBe(true);
    expect(featureEnabled("sequences")).toBe(true);
    expect(featureEnabled("workouts")).toBe(true);
    expect(featureEnabled("habit-tracking")).toBe(true);
    expect(featureEnabled("opt-ins")).toBe(true);
    expect(featureEnabled("admin-settings")).toBe(true);
  });
});
