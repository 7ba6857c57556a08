import { describe, expect, it } from "vitest";
import { rosterStatus } from "../../lib/progress-tracking/roster-status";

describe("rosterStatus", () => {
  it("is due in the first period, with nothing ended yet", () => {
    expect(rosterStatus([], 0)).toEqual({ status: "due", missed: 0 });
  });
  it("is submitted once this period is in, still counting the misses before it", () => {
    expect(rosterStatus([0, 2], 2)).toEqual({ status: "submitted", missed: 1 });
    expect(rosterStatus([3], 3)).toEqual({ status: "submitted", missed: 3 });
  });
  it("is due when the last ended period is in", () => {
    expect(rosterStatus([0, 1], 2)).toEqual({ status: "due", missed: 0 });
  });
  it("is missed when the last ended period is not in, counting the periods running", () => {
    expect(rosterStatus([0], 3)).toEqual({ status: "missed", missed: 2 });
    expect(rosterStatus([], 3)).toEqual({ status: "missed", missed: 3 });
    expect(rosterStatus([0, 1], 3)).toEqual({ status: "missed", missed: 1 });
  });
});
