import { describe, expect, it } from "vitest";
import { LANDING_MODULES, landingPath, modulePath } from "../../lib/routing/landing";
import { hasScreen } from "../../lib/shell/features";

describe("landingPath", () => {
  it("never lands on a screen that does not exist, whatever the module", () => {
    for (const mod of [...LANDING_MODULES, "pipelines", "", null, undefined]) {
      expect(hasScreen(landingPath(mod)), String(mod)).toBe(true);
    }
  });

  it("keeps the user's own module when its screen exists", () => {
    expect(landingPath("contacts")).toBe("/contacts");
    expect(landingPath("contacts", ["contacts-center"])).toBe("/contacts");
  });

  it("sends a module without a screen to the first module that exists", () => {
    // Every area has its screen now: a module of no area (the apps index) stands in.
    expect(hasScreen(modulePath("pipelines"))).toBe(false);
    expect(landingPath("pipelines")).toBe("/contacts");
    expect(landingPath("checkouts")).toBe("/contacts");
    // Checkout is a landing only for its own users (checkout_enabled), never a fallback.
    expect(landingPath("checkouts", null, true)).toBe("/checkout");
    expect(landingPath(null, null, true)).toBe("/contacts");
    expect(landingPath(null)).toBe("/contacts");
    // A module whose screen exists is the user's landing when they may view it.
    expect(landingPath("forms", ["forms"])).toBe("/forms");
  });

  it("skips modules the user may not view, down to Home", () => {
    // The first module, in the area table's order, with a screen the user may view (a list that
    // does not depend on which other modules have landed).
    expect(landingPath("contacts", ["files", "tags"])).toBe("/files");
    expect(landingPath("contacts", ["tags"])).toBe("/tags");
    expect(landingPath("contacts", ["admin-settings"])).toBe("/home");
    expect(landingPath("journeys", [])).toBe("/home");
  });
});
