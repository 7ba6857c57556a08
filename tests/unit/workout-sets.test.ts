import { describe, expect, it } from "vitest";
import { blockCreate, defaultSets, workoutSet } from "../../lib/workouts/builder-schemas";
import { WORKOUT_BUILDER_MSG } from "../../lib/workouts/constants";

const issues = (v: unknown) => {
  const r = workoutSet.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a set row", () => {
  it("fills left-out fields with null and upper-cases the tempo", () => {
    expect(workoutSet.parse({ reps: 8, tempo: "x1x0" })).toEqual({ reps: 8, reps_max: null, weight: null, time: null, distance: null, rest: null, tempo: "X1X0", rpe: null });
  });

  it("refuses the absurd: reps over 1,000, weight over 1,000 kg, negatives, odd steps", () => {
    expect(issues({ reps: 1001 })).toEqual(["reps: The reps may not be greater than 1000."]);
    expect(issues({ weight: 1000.25 })).toEqual(["weight: The weight may not be greater than 1000."]);
    expect(issues({ weight: -5 })).toEqual(["weight: The weight must be at least 0."]);
    expect(issues({ weight: 60.1 })).toEqual(["weight: The weight must be a multiple of 0.25."]);
    expect(issues({ reps: 2.5 })).toEqual(["reps: The reps must be a whole number."]);
    expect(issues({ rpe: 7.3 })).toEqual(["rpe: The rpe must be a multiple of 0.5."]);
    expect(issues({ rpe: 0 })).toEqual(["rpe: The rpe must be at least 1."]);
    expect(issues({ tempo: "30101" })).toHaveLength(1);
    expect(issues({ reps: "10" })).toEqual(["reps: The reps must be a number."]);
  });

  it("a rep range needs its low end and runs upwards", () => {
    expect(issues({ reps: 8, reps_max: 12 })).toEqual([]);
    expect(issues({ reps: 8, reps_max: 8 })).toEqual([]);
    expect(issues({ reps: 12, reps_max: 8 })).toEqual([`reps_max: ${WORKOUT_BUILDER_MSG.repsRange}`]);
    expect(issues({ reps_max: 8 })).toEqual([`reps_max: ${WORKOUT_BUILDER_MSG.repsRange}`]);
  });

  it("defaults to 3 x 10 with 60 s rest, each a valid row", () => {
    const sets = defaultSets();
    expect(sets).toHaveLength(3);
    for (const s of sets) expect(workoutSet.parse(s)).toEqual(s);
  });
});

describe("a block", () => {
  it("AMRAP and EMOM need a time cap; a smart block copy brings its own", () => {
    expect(blockCreate.safeParse({ type: "amrap" }).error?.issues[0]).toMatchObject({ path: ["time_cap_seconds"], message: WORKOUT_BUILDER_MSG.timeCapRequired });
    expect(blockCreate.safeParse({ type: "emom", time_cap_seconds: 600 }).success).toBe(true);
    expect(blockCreate.safeParse({ smart_block_id: 3 }).success).toBe(true);
    expect(blockCreate.parse({})).toMatchObject({ type: "regular", rounds: null, time_cap_seconds: null });
    expect(blockCreate.safeParse({ type: "circuit", rounds: 101 }).success).toBe(false);
  });
});
