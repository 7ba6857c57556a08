import { describe, expect, it } from "vitest";
import { isHeaderRow, suggestMapping } from "../../lib/contact-import/mapping";
import { cellText } from "../../lib/contact-import/read-rows";

describe("isHeaderRow", () => {
  it("takes a row that names columns", () => {
    expect(isHeaderRow(["First name", "E-mail", "Phone #"])).toBe(true);
    expect(isHeaderRow(["", "Email"])).toBe(true);
  });
  it("refuses a missing, blank or data-looking first row", () => {
    expect(isHeaderRow(undefined)).toBe(false);
    expect(isHeaderRow(["", "  "])).toBe(false);
    expect(isHeaderRow(["Ada", "ada@example.com"])).toBe(false);
    expect(isHeaderRow(["Ada", "+1 (415) 555-2671"])).toBe(false);
  });
});

describe("suggestMapping", () => {
  it("matches usual spellings whatever the case and punctuation, each column once", () => {
    expect(suggestMapping(["E-Mail Address", "FIRST_NAME", "Surname", "Mobile Number", "Sex", "Lead Source", "D.O.B", "Notes"])).toEqual({
      first_name: 1, last_name: 2, email: 0, number: 3, gender: 4, source: 5, birthday: 6,
    });
  });
  it("prefers First name over a generic Name column and leaves unknown headers out", () => {
    expect(suggestMapping(["Name", "First Name", "Favourite colour"])).toEqual({ first_name: 1 });
    expect(suggestMapping(["Name", "Email"])).toEqual({ first_name: 0, email: 1 });
  });
});

describe("cellText", () => {
  it("reads spreadsheet cells as typed text", () => {
    expect(cellText(new Date(Date.UTC(1990, 3, 2)))).toBe("1990-04-02");
    expect(cellText(42)).toBe("42");
    expect(cellText({ richText: [{ text: "Ada " }, { text: "L" }] })).toBe("Ada L");
    expect(cellText({ text: "a@x.test", hyperlink: "mailto:a@x.test" })).toBe("a@x.test");
    expect(cellText({ formula: "A1", result: 7 })).toBe("7");
    expect(cellText(null)).toBe("");
    expect(cellText("  padded ")).toBe("padded");
  });
});
