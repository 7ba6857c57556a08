import { describe, expect, it } from "vitest";
import {
  applyListPatch,
  defaultListState,
  defineList,
  nextSort,
  parseListParams,
  sameListState,
  selectionScope,
  toListSearchParams,
} from "@/lib/list/params";

const people = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: ["name", "created"], default: "created", direction: "desc", firstDirection: { created: "desc" } },
  filters: { status: ["leads", "clients"], kind: ["a", "b"] },
  search: { maxLength: 10 },
});

/** A list with no sort and no search (a log, always newest first). */
const log = defineList({ perPage: 20, perPageOptions: [20, 50], filters: { direction: ["inbound", "outbound"] } });

describe("parseListParams", () => {
  it("reads Next's searchParams object and URLSearchParams alike", () => {
    const expected = {
      page: 3, per_page: 50, sort: "name", direction: "asc", search: "ava", filters: { status: "clients", kind: "b" },
    };
    expect(parseListParams(people, { page: "3", per_page: "50", sort: "name", direction: "asc", search: " ava ", status: "clients", kind: "b" })).toEqual(expected);
    expect(parseListParams(people, new URLSearchParams("page=3&per_page=50&sort=name&direction=asc&search=ava&status=clients&kind=b"))).toEqual(expected);
    // A repeated param: the first one counts.
    expect(parseListParams(people, { status: ["clients", "leads"] }).filters).toEqual({ status: "clients" });
  });

  it("falls back to defaults for anything invalid instead of failing", () => {
    const bad = { page: "-2", per_page: "5000", sort: "password", direction: "sideways", status: "vip", kind: "", search: "   " };
    expect(parseListParams(people, bad)).toEqual(defaultListState(people));
    for (const page of ["1.5", "abc", "0", "99999999999", "1e3", " "]) expect(parseListParams(people, { page }).page).toBe(1);
    expect(parseListParams(people, { per_page: "0" }).per_page).toBe(25);
    expect(parseListParams(people, { per_page: "100" }).per_page).toBe(100);
    expect(parseListParams(people, { per_page: "101" }).per_page).toBe(25);
  });

  it("caps the search, strips control characters", () => {
    expect(parseListParams(people, { search: "abcdefghijklmnop" }).search).toBe("abcdefghij");
    expect(parseListParams(people, { search: "a\u0000b\tc" }).search).toBe("a b c");
  });

  it("ignores sort and search params on a list that has neither", () => {
    const s = parseListParams(log, { sort: "name", direction: "asc", search: "x", direction_: "y", page: "2" });
    expect(s).toEqual({ page: 2, per_page: 20, sort: null, direction: "desc", search: "", filters: {} });
    expect(parseListParams(log, { direction: "inbound" }).filters).toEqual({ direction: "inbound" });
  });
});

describe("toListSearchParams", () => {
  it("leaves defaults out and round-trips", () => {
    expect(toListSearchParams(people, defaultListState(people)).toString()).toBe("");
    const s = parseListParams(people, { status: "leads", search: "jo", sort: "name", direction: "asc", per_page: "10", page: "4" });
    const qs = toListSearchParams(people, s);
    expect(qs.toString()).toBe("status=leads&search=jo&sort=name&direction=asc&per_page=10&page=4");
    expect(parseListParams(people, qs)).toEqual(s);
  });
});

describe("applyListPatch", () => {
  const start = parseListParams(people, { page: "3", status: "leads" });

  it("goes back to page 1 when the view changes, keeps the page otherwise", () => {
    expect(applyListPatch(start, { search: "ava" }).page).toBe(1);
    expect(applyListPatch(start, { per_page: 50 }).page).toBe(1);
    expect(applyListPatch(start, { sort: "name" }).page).toBe(1);
    expect(applyListPatch(start, { filters: { status: "clients" } }).page).toBe(1);
    expect(applyListPatch(start, { page: 5 }).page).toBe(5);
    // Nothing really changed: same page.
    expect(applyListPatch(start, { filters: { status: "leads" } }).page).toBe(3);
    expect(applyListPatch(start, { search: "  " }).page).toBe(3);
  });

  it("removes a filter set to nothing", () => {
    expect(applyListPatch(start, { filters: { status: null } }).filters).toEqual({});
    expect(applyListPatch(start, { filters: { kind: "a" } }).filters).toEqual({ status: "leads", kind: "a" });
  });
});

describe("nextSort, sameListState, selectionScope", () => {
  it("flips the same column, starts a new one in its natural direction", () => {
    const s = defaultListState(people);
    expect(nextSort(people, s, "created")).toEqual({ sort: "created", direction: "asc" });
    expect(nextSort(people, s, "name")).toEqual({ sort: "name", direction: "asc" });
    const byName = applyListPatch(s, { sort: "name", direction: "asc" });
    expect(nextSort(people, byName, "name")).toEqual({ sort: "name", direction: "desc" });
    expect(nextSort(people, byName, "created")).toEqual({ sort: "created", direction: "desc" });
  });

  it("compares states by value", () => {
    const a = parseListParams(people, { status: "leads", kind: "a" });
    const b = parseListParams(people, new URLSearchParams("kind=a&status=leads"));
    expect(sameListState(a, b)).toBe(true);
    expect(sameListState(a, applyListPatch(a, { page: 2 }))).toBe(false);
    expect(sameListState(a, applyListPatch(a, { filters: { kind: null } }))).toBe(false);
  });

  it("keeps the selection scope across pages and sorts, not across filters or searches", () => {
    const a = parseListParams(people, { status: "leads" });
    expect(selectionScope(applyListPatch(a, { page: 2, sort: "name" }))).toBe(selectionScope(a));
    expect(selectionScope(applyListPatch(a, { search: "x" }))).not.toBe(selectionScope(a));
    expect(selectionScope(applyListPatch(a, { filters: { status: "clients" } }))).not.toBe(selectionScope(a));
  });
});
