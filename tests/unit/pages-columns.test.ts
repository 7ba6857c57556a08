import { describe, expect, it } from "vitest";
import { parseListParams } from "@/lib/list/params";
import { pageList, toPageQuery } from "@/lib/pages/columns";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE, headingStyle } from "@/lib/pages/constants";
import { pageListQuery } from "@/lib/pages/schemas";

describe("pages dashboard list state", () => {
  it("defaults to the spec's dashboard: 6 a page, page 1, ordering desc, all pages", () => {
    const state = parseListParams(pageList, {});
    expect(toPageQuery(state, 0)).toEqual({ page: 1, per_page: 6, order_by: "ordering", order: "desc", mode: "all", folder_id: 0 });
  });

  it("turns hostile URLs into a query the API accepts", () => {
    for (const params of [{ page: "abc", per_page: "100000", mode: "sideways", search: "x".repeat(500), sort: "title" }, { mode: ["enabled", "disabled"], page: "-3" }, { search: "\u0000" }]) {
      const query = toPageQuery(parseListParams(pageList, params), 0);
      expect(pageListQuery.safeParse(query).success, JSON.stringify(params)).toBe(true);
    }
  });

  it("searches every folder from the top, and one folder inside it", () => {
    const state = parseListParams(pageList, { search: "plan" });
    expect(toPageQuery(state, 0)).not.toHaveProperty("folder_id");
    expect(toPageQuery(state, 7).folder_id).toBe(7);
  });
});

describe("headline settings", () => {
  it("default to Inter 50/600 for the headline and 25 for the subheadline", () => {
    expect(DEFAULT_HEADLINE).toMatchObject({ font_family: "Inter", font_size: 50, font_weight: 600 });
    expect(DEFAULT_SUBHEADLINE.font_size).toBe(25);
  });

  it("render their shadow only when it is on", () => {
    expect(headingStyle(DEFAULT_HEADLINE).textShadow).toBe("none");
    expect(headingStyle({ ...DEFAULT_HEADLINE, shadow: true, shadow_x: 1, shadow_y: 2, shadow_blur: 3, shadow_color: "#123456" }).textShadow).toBe("1px 2px 3px #123456");
  });
});
