import { describe, expect, it } from "vitest";
import {
  DEFAULT_QUERY,
  nextSort,
  parseContactQuery,
  sameQuery,
  toSearchParams,
} from "../../lib/contacts/list-query";
import { contactListQuery } from "../../lib/contacts/schemas";

describe("contact list URL state", () => {
  it("reads a full query from Next's searchParams object or URLSearchParams", () => {
    const expected = {
      page: 3, per_page: 50, order_by: "last_name", order: "asc", status: "clients", search: "ava",
    };
    expect(
      parseContactQuery({ page: "3", per_page: "50", order_by: "last_name", order: "asc", status: "clients", search: " ava " }),
    ).toEqual(expected);
    expect(
      parseContactQuery(new URLSearchParams("page=3&per_page=50&order_by=last_name&order=asc&status=clients&search=ava")),
    ).toEqual(expected);
    expect(parseContactQuery({ status: ["staff", "leads"] }).status).toBe("staff");
  });

  it("replaces invalid values with defaults instead of failing", () => {
    const q = parseContactQuery({
      page: "-2", per_page: "5000", order_by: "password", order: "sideways", status: "vip", search: "   ",
    });
    expect(q).toEqual(DEFAULT_QUERY);
    expect(parseContactQuery({ page: "1.5" }).page).toBe(1);
    expect(parseContactQuery({ page: "abc" }).page).toBe(1);
    expect(parseContactQuery({ per_page: "0" }).per_page).toBe(25);
    expect(parseContactQuery({ search: "x".repeat(300) }).search).toHaveLength(100);
  });

  it("always produces a query the API accepts", () => {
    const inputs = [
      {}, { page: "0" }, { per_page: "101" }, { search: "y".repeat(150) }, { order_by: "starred", order: "asc" },
    ];
    for (const raw of inputs) {
      expect(contactListQuery.safeParse(parseContactQuery(raw)).success, JSON.stringify(raw)).toBe(true);
    }
  });

  it("writes short URLs and round-trips", () => {
    expect(toSearchParams(DEFAULT_QUERY).toString()).toBe("");
    const q = { ...DEFAULT_QUERY, status: "leads" as const, search: "jo doe", page: 2, order_by: "email" as const, order: "asc" as const };
    const qs = toSearchParams(q).toString();
    expect(qs).toBe("status=leads&search=jo+doe&order_by=email&order=asc&page=2");
    expect(sameQuery(parseContactQuery(new URLSearchParams(qs)), q)).toBe(true);
  });

  it("flips the order on the same column and starts new columns naturally", () => {
    expect(nextSort(DEFAULT_QUERY, "date_created")).toEqual({ order_by: "date_created", order: "asc" });
    expect(nextSort(DEFAULT_QUERY, "last_name")).toEqual({ order_by: "last_name", order: "asc" });
    expect(nextSort({ ...DEFAULT_QUERY, order_by: "last_name", order: "asc" }, "last_name")).toEqual({
      order_by: "last_name", order: "desc",
    });
    expect(nextSort(DEFAULT_QUERY, "starred")).toEqual({ order_by: "starred", order: "desc" });
  });
});
