import { describe, expect, it } from "vitest";
import {
  COLUMN_BY_KEY,
  COLUMN_META,
  COLUMNS_STORAGE_KEY,
  toggleColumn,
  visibleColumns,
} from "../../lib/contacts/columns";
import { CONTACT_COLUMNS, DEFAULT_COLUMNS, SORTABLE } from "../../lib/contacts/constants";

describe("contact table columns", () => {
  it("describes every column in table order with the spec's labels", () => {
    expect(COLUMN_META.map((c) => c.key)).toEqual([...CONTACT_COLUMNS]);
    expect(COLUMN_META.map((c) => c.label)).toEqual([
      "Photo", "Temperature", "Starred", "First Name", "Last Name", "Date Created", "Email",
      "Number", "Status", "Last Action", "Tags", "Login Count", "Last Email Activity", "Last Chat",
    ]);
    expect(COLUMN_BY_KEY.photo.hideLabel).toBe(true);
    expect(COLUMN_BY_KEY.email.hideLabel).toBe(false);
    expect(COLUMNS_STORAGE_KEY).toMatch(/columns/);
  });

  it("marks exactly the API's sortable columns as sortable", () => {
    const sortable = COLUMN_META.filter((c) => c.sortKey).map((c) => c.key);
    expect(sortable.sort()).toEqual([...SORTABLE].sort());
    for (const c of COLUMN_META) expect(c.sortKey === null || c.sortKey === c.key).toBe(true);
    expect(COLUMN_BY_KEY.tags.sortKey).toBeNull();
    expect(COLUMN_BY_KEY.photo.sortKey).toBeNull();
  });
});

describe("visibleColumns", () => {
  it("defaults to the spec's default-on columns (doc 2 s9)", () => {
    expect(visibleColumns(null)).toEqual([
      "photo", "temperature", "starred", "first_name", "last_name", "date_created", "email",
      "number", "status", "last_action",
    ]);
    expect(visibleColumns(undefined)).toEqual(DEFAULT_COLUMNS);
  });

  it("keeps a valid saved choice in table order", () => {
    expect(visibleColumns(["email", "first_name", "tags"])).toEqual(["first_name", "email", "tags"]);
    expect(visibleColumns(JSON.stringify(["last_chat", "photo"]))).toEqual(["photo", "last_chat"]);
  });

  it("drops unknown entries and duplicates", () => {
    expect(visibleColumns(["email", "password", 3, null, { key: "x" }, "email", "table_header"])).toEqual([
      "email",
    ]);
  });

  it("falls back to the defaults for unusable data", () => {
    for (const bad of [[], ["nope"], "not json", "{\"a\":1}", "42", 42, true, {}, { columns: ["email"] }]) {
      expect(visibleColumns(bad), JSON.stringify(bad)).toEqual(DEFAULT_COLUMNS);
    }
  });

  it("never hands out the shared defaults array", () => {
    const cols = visibleColumns(null);
    cols.push("tags");
    expect(DEFAULT_COLUMNS).not.toContain("tags");
  });
});

describe("toggleColumn", () => {
  it("turns columns on and off, keeping table order", () => {
    expect(toggleColumn(["email", "status"], "photo", true)).toEqual(["photo", "email", "status"]);
    expect(toggleColumn(["photo", "email", "status"], "email", false)).toEqual(["photo", "status"]);
    expect(toggleColumn(["email"], "email", true)).toEqual(["email"]);
  });

  it("never hides the last visible column", () => {
    expect(toggleColumn(["email"], "email", false)).toEqual(["email"]);
  });
});
