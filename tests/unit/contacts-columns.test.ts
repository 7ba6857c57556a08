import { describe, expect, it } from "vitest";
import { readVisibleColumns, toggleVisibleColumn, columnsStorageKey } from "@/components/list/columns";
import { COLUMN_BY_KEY, COLUMN_META, contactList, DEFAULT_VISIBLE, TABLE_ORDER, toContactQuery } from "@/lib/contacts/columns";
import { CONTACT_COLUMNS, SORTABLE } from "@/lib/contacts/constants";
import { contactListQuery } from "@/lib/contacts/schemas";
import { applyListPatch, parseListParams } from "@/lib/list/params";

describe("contact table columns", () => {
  it("describes every spec column once, with the spec's labels", () => {
    expect([...TABLE_ORDER].sort()).toEqual([...CONTACT_COLUMNS].sort());
    expect(COLUMN_BY_KEY.first_name.label).toBe("First Name");
    expect(COLUMN_BY_KEY.last_email_activity.label).toBe("Last Email Activity");
  });

  it("puts who the contact is and their status before the rest", () => {
    expect(TABLE_ORDER.slice(0, 4)).toEqual(["photo", "first_name", "last_name", "status"]);
    expect(COLUMN_META.filter((c) => c.alwaysVisible).map((c) => c.key)).toEqual(["first_name"]);
  });

  it("marks exactly the API's sortable columns as sortable", () => {
    const sortable = COLUMN_META.filter((c) => c.sortKey).map((c) => c.key);
    expect(sortable.sort()).toEqual([...SORTABLE].sort());
    expect(COLUMN_BY_KEY.tags.sortKey).toBeUndefined();
  });
});

describe("visible columns", () => {
  it("defaults to the spec's default-on columns (doc 2 s9), in table order", () => {
    expect(readVisibleColumns(null, COLUMN_META, DEFAULT_VISIBLE)).toEqual([
      "photo", "first_name", "last_name", "status", "email", "number", "last_action", "temperature", "starred", "date_created",
    ]);
  });

  it("keeps a valid saved choice in table order and always keeps the name", () => {
    expect(readVisibleColumns(["email", "tags"], COLUMN_META, DEFAULT_VISIBLE)).toEqual(["first_name", "email", "tags"]);
    expect(readVisibleColumns(JSON.stringify(["last_chat", "photo"]), COLUMN_META, DEFAULT_VISIBLE)).toEqual(["photo", "first_name", "last_chat"]);
  });

  it("drops unknown entries and falls back to the defaults for unusable data", () => {
    expect(readVisibleColumns(["email", "password", 3, null, "email"], COLUMN_META, DEFAULT_VISIBLE)).toEqual(["first_name", "email"]);
    for (const bad of [[], ["nope"], "not json", '{"a":1}', 42, true, {}]) {
      expect(readVisibleColumns(bad, COLUMN_META, DEFAULT_VISIBLE), JSON.stringify(bad)).toHaveLength(DEFAULT_VISIBLE.length);
    }
  });

  it("toggles in table order, never hiding the name or the last column", () => {
    expect(toggleVisibleColumn(["first_name", "email"], COLUMN_META, "photo", true)).toEqual(["photo", "first_name", "email"]);
    expect(toggleVisibleColumn(["first_name", "email"], COLUMN_META, "email", false)).toEqual(["first_name"]);
    expect(toggleVisibleColumn(["first_name", "email"], COLUMN_META, "first_name", false)).toEqual(["first_name", "email"]);
    expect(toggleVisibleColumn(["email"], COLUMN_META, "email", false)).toEqual(["email"]);
  });

  it("remembers the choice per list and per user", () => {
    expect(columnsStorageKey("contacts", 7)).not.toBe(columnsStorageKey("contacts", 8));
    expect(columnsStorageKey("contacts", 7)).not.toBe(columnsStorageKey("sms-log", 7));
  });
});

describe("contact list URL state -> API query", () => {
  it("always produces a query the API accepts, whatever the URL says", () => {
    const urls = [
      {},
      { page: "3", per_page: "50", sort: "last_name", direction: "asc", status: "clients", search: " ava " },
      { page: "-2", per_page: "5000", sort: "password", direction: "sideways", status: "vip", search: "x".repeat(300) },
      { search: "a\u0000b" },
      // Filters: hostile values are dropped, a backwards custom range is turned round.
      { tag: "0", item: "", temperature: "tepid", source: "Moon", starred: "yes", flagged: "2", date: "someday", from: "2021-02-30", to: "x" },
      { tag: "99999999999", item: "x".repeat(500), date: "custom", from: "2024-05-09", to: "2024-05-01" },
      { tag: "12", item: "VIP", temperature: "hot", source: "Daily Deal", starred: "1", flagged: "1", date: "last_month" },
    ];
    for (const raw of urls) {
      const q = toContactQuery(parseListParams(contactList, raw));
      expect(contactListQuery.safeParse(q).success, JSON.stringify(raw)).toBe(true);
    }
    expect(toContactQuery(parseListParams(contactList, urls[1]))).toEqual({
      page: 3, per_page: 50, order_by: "last_name", order: "asc", status: "clients", search: "ava",
    });
  });

  it("maps filters to the API's names, presets to days (UTC by default)", () => {
    const now = new Date("2026-03-10T23:30:00Z");
    expect(toContactQuery(parseListParams(contactList, { tag: "12", item: "VIP", temperature: "hot", source: "Daily Deal", starred: "1", flagged: "1", date: "last_month" }), { now })).toMatchObject({
      tag_id: "12", status_value: "VIP", temperature: "hot", source: "Daily Deal", starred: "1", flagged: "1", date_from: "2026-02-01", date_to: "2026-02-28",
    });
    const custom = toContactQuery(parseListParams(contactList, { date: "custom", from: "2024-05-09", to: "2024-05-01" }), { now });
    expect([custom.date_from, custom.date_to]).toEqual(["2024-05-01", "2024-05-09"]);
    const dropped = toContactQuery(parseListParams(contactList, { tag: "0", temperature: "tepid", starred: "yes", date: "someday" }), { now });
    expect(Object.keys(dropped).sort()).toEqual(["order", "order_by", "page", "per_page"]);
  });

  it("reads presets as the location's days", () => {
    const at8pmNewYork = new Date("2026-03-11T00:00:00Z");
    const q = toContactQuery(parseListParams(contactList, { date: "today" }), { now: at8pmNewYork, timeZone: "America/New_York" });
    expect([q.date_from, q.date_to]).toEqual(["2026-03-10", "2026-03-10"]);
  });

  it("starts the date and star columns newest or starred first", () => {
    const s = applyListPatch(parseListParams(contactList, {}), { sort: "last_name", direction: "asc" });
    expect(toContactQuery(s).order).toBe("asc");
    expect(contactList.sort?.firstDirection).toMatchObject({ date_created: "desc", starred: "desc" });
  });
});
