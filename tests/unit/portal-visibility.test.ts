/** The portal's one visibility rule (lib/portal/visibility-rule.ts), kind by kind. */
import { describe, expect, it } from "vitest";
import { isVisibleToContact } from "../../lib/portal/visibility-rule";
import { greetingField, orderedCoachTabs, visibleTabs } from "../../lib/portal/tabs";

describe("isVisibleToContact", () => {
  it("playbook: assigned, or for all clients", () => {
    expect(isVisibleToContact("playbook", { assigned: true })).toBe(true);
    expect(isVisibleToContact("playbook", { assigned: false, allClients: true })).toBe(true);
    expect(isVisibleToContact("playbook", { assigned: false })).toBe(false);
    // Restricting a playbook removes its assignment: not assigned, not for all clients -> hidden.
    expect(isVisibleToContact("playbook", { assigned: false, allClients: false })).toBe(false);
  });

  it("page: assigned, not hidden from the contact, enabled", () => {
    expect(isVisibleToContact("page", { assigned: true, enabled: true })).toBe(true);
    expect(isVisibleToContact("page", { assigned: false, enabled: true })).toBe(false);
    expect(isVisibleToContact("page", { assigned: true, enabled: false })).toBe(false);
    expect(isVisibleToContact("page", { assigned: true, enabled: true, hiddenForContact: true })).toBe(false);
  });

  it("form: assigned, not hidden from the contact, enabled and on in the portal", () => {
    expect(isVisibleToContact("form", { assigned: true, enabled: true })).toBe(true);
    expect(isVisibleToContact("form", { assigned: false, enabled: true })).toBe(false);
    expect(isVisibleToContact("form", { assigned: true, enabled: false })).toBe(false);
    expect(isVisibleToContact("form", { assigned: true, enabled: true, portalDisabled: true })).toBe(false);
    expect(isVisibleToContact("form", { assigned: true, enabled: true, hiddenForContact: true })).toBe(false);
  });

  it("file: the library's permission (private: nobody; assigned: its contacts; all clients: everyone), never archived", () => {
    expect(isVisibleToContact("file", { assigned: true, permission: "private" })).toBe(false);
    expect(isVisibleToContact("file", { assigned: true, permission: "assigned" })).toBe(true);
    expect(isVisibleToContact("file", { assigned: false, permission: "assigned" })).toBe(false);
    expect(isVisibleToContact("file", { assigned: false, permission: "all_clients" })).toBe(true);
    expect(isVisibleToContact("file", { assigned: true, permission: "all_clients", archived: true })).toBe(false);
  });

  it("workout, progress tracking, habit tracking: assigned (enrolled) and not removed", () => {
    for (const kind of ["workout", "tracking", "habit"] as const) {
      expect(isVisibleToContact(kind, { assigned: true })).toBe(true);
      expect(isVisibleToContact(kind, { assigned: true, removed: true })).toBe(false);
      expect(isVisibleToContact(kind, { assigned: false })).toBe(false);
    }
  });
});

describe("tabs", () => {
  it("keeps the coach's order, appends missing tabs, and shows only built, visible tabs", () => {
    expect(orderedCoachTabs(["files", "nope", "files", "pages"]).slice(0, 3)).toEqual(["files", "pages", "classroom"]);
    const tabs = visibleTabs({ names: { files: "Docs" }, order: ["files"], hidden: ["pages"], chatEnabled: false });
    expect(tabs.map((t) => t.key)).toEqual(["files", "classroom", "playbooks", "forms", "workouts", "calendar", "progress", "rewards"]);
    expect(tabs[0].name).toBe("Docs");
    expect(visibleTabs({ names: {}, order: [], hidden: [], chatEnabled: true }).at(-1)).toMatchObject({ key: "chat", name: "Chat" });
  });

  it("greets by the part of the day: morning 05:00–11:59, afternoon 12:00–17:59, else evening", () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(greetingField)).toEqual(["evening_text", "morning_text", "morning_text", "afternoon_text", "afternoon_text", "evening_text", "evening_text", "evening_text"]);
  });
});
