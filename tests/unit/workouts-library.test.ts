import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MUSCLE_BODY_PART, SYSTEM_EXERCISE_COUNT } from "../../lib/workouts/constants";
import { parseExercisesTsv, rowAttributes } from "../../lib/workouts/library-seed";
import { searchTerms } from "../../lib/workouts/search";
import { parseVideoUrl } from "../../lib/workouts/video";

describe("exercise video links", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://vimeo.com/76979871", { provider: "vimeo", id: "76979871" }],
    ["https://player.vimeo.com/video/76979871", { provider: "vimeo", id: "76979871" }],
  ])("%s is accepted", (url, video) => expect(parseVideoUrl(url)).toEqual(video));

  it.each(["https://example.com/watch?v=dQw4w9WgXcQ", "javascript:alert(1)", "https://youtube.com/watch?v=short", "https://vimeo.com/channels", "not a url", "https://evil.youtube.com.example/watch?v=dQw4w9WgXcQ"])(
    "%s is refused", (url) => expect(parseVideoUrl(url)).toBeNull(),
  );
});

describe("library search terms", () => {
  it("spells out shorthands and drops punctuation", () => {
    expect(searchTerms(" DB  Bench ")).toEqual(["dumbbell", "bench"]);
    expect(searchTerms("Pull-Up")).toEqual(["pullup"]);
    expect(searchTerms("%_'")).toEqual([]);
  });
});

describe("the committed data maps to attributes", () => {
  const rows = parseExercisesTsv(fs.readFileSync("data/exercises/exercises.tsv", "utf8"));
  it("has every exercise, each muscle has a body part", () => {
    expect(rows).toHaveLength(SYSTEM_EXERCISE_COUNT);
    for (const r of rows) for (const m of [...r.primary, ...r.secondary]) expect(MUSCLE_BODY_PART[m], m).toBeDefined();
  });
  it("category -> exercise type, muscles -> muscle and body part, equipment, level -> difficulty", () => {
    const row = rows.find((r) => r.key === "90_90_Hamstring")!;
    expect(rowAttributes(row)).toEqual([[1, "Stretching"], [3, "Hamstrings"], [3, "Calves"], [2, "Legs"], [4, "Body Only"], [9, "Beginner"]]);
  });
});
