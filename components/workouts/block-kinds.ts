import type { BlockType } from "@/lib/workouts/constants";

/** How each block type reads in the builder: its label, what it means, and its colour (border and badge). */
export const BLOCK_KINDS: Record<BlockType, { label: string; hint: string; border: string; badge: "neutral" | "primary" | "success" | "warning" | "danger" }> = {
  regular: { label: "Regular", hint: "Exercises one after another, set by set.", border: "border-l-border", badge: "neutral" },
  superset: { label: "Superset", hint: "Exercises back to back, then rest.", border: "border-l-primary", badge: "primary" },
  circuit: { label: "Circuit", hint: "Every exercise once per round.", border: "border-l-success", badge: "success" },
  amrap: { label: "AMRAP", hint: "As many rounds as possible within the time cap.", border: "border-l-warning", badge: "warning" },
  emom: { label: "EMOM", hint: "Every minute on the minute, up to the time cap.", border: "border-l-danger", badge: "danger" },
};

/** A new AMRAP or EMOM block starts with a 10-minute cap (the server requires one). */
export const DEFAULT_TIME_CAP = 600;

/** "A", "B", … for the block's place; exercises read A1, A2 inside it. */
export const blockLetter = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`);
