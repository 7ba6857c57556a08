"use client";

/** Query keys of the member ID card and the reward settings screens. */
export const memberIdKeys = { all: ["member-id"] as const, setting: () => ["member-id", "setting"] as const };
export const rewardKeys = { all: ["rewards"] as const, setting: () => ["rewards", "setting"] as const };
