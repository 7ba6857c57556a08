import { describe, expect, it } from "vitest";
import { LANDING_MODULES, landingPath, modulePath } from "../../lib/routing/landing";
import { AREAS } from "../../lib/routing/routes";
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
    expect(hasScreen(modulePath("checkouts"))).toBe(false);
    expect(landingPath("checkouts")).toBe("/contacts");
    expect(landingPath(null)).toBe("/contacts");
  });

  it("skips modules the user may not view, down to Home", () => {
    const noContacts = AREAS.filter((a) => a !== "contacts-center");
    // The first module, in the area table's order, with a screen the user may view.
    expect(landingPath("contacts", noContacts)).toBe("/files");
    expect(landingPath("contacts", noContacts.filter((a) => a !== "files"))).toBe("/forms");
    expect(landingPath("contacts", noContacts.filter((a) => a !== "files" && a !== "forms"))).toBe("/tags");
    expect(landingPath("contacts", noContacts.filter((a) => a !== "files" && a !== "forms" && a !== "tags"))).toBe("/home");
    expect(landingPath("forms", [])).toBe("/home");
    // A module whose screen exists (forms, issue 12) is the user's landing when they may view it.
    expect(landingPath("forms", ["forms"])).toBe("/forms");
  });
});
