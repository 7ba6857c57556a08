/**
 * Trends, not just points (issue 28 "Beyond every anchor"): per category, the moving average of
 * the last check-ins and the weekly rate toward the goal ("−0.4 kg/week, on track for 12 Mar").
 * Pure, so the rules are unit-tested; the service feeds it the contact's current check-ins.
 */

/** How many of the latest check-ins the average and the rate look at. */
export const TREND_WINDOW = 7;
const DAY_MS = 86_400_000;

export type TrendPoint = { at: Date; value: number };
export type TrendGoal = { start: number; target: number; target_date: string | null };
export type TrendStatus = "reached" | "on_track" | "behind" | "away" | "flat" | "no_goal" | "too_few";
export type Trend = {
  /** Mean of the last TREND_WINDOW values (fewer when there are fewer), null without values. */
  average: number | null;
  /** Least-squares slope over the window, per 7 days; null with fewer than two check-ins on different days. */
  rate_per_week: number | null;
  /** The day the line reaches the target (YYYY-MM-DD), null when it never does or there is no goal. */
  projected_date: string | null;
  status: TrendStatus;
};

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The trailing moving average after each point (window TREND_WINDOW), for the chart. */
export function movingAverages(values: number[], window = TREND_WINDOW): number[] {
  return values.map((_, i) => {
    const slice = values.slice(Math.max(0, i - window + 1), i + 1);
    return round(slice.reduce((s, v) => s + v, 0) / slice.length, 2);
  });
}

/** The slope (value per day) of the least-squares line through the points; null when it has no run. */
function slopePerDay(points: TrendPoint[]): number | null {
  if (points.length < 2) return null;
  const xs = points.map((p) => p.at.getTime() / DAY_MS);
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = points.reduce((s, p) => s + p.value, 0) / points.length;
  let num = 0;
  let den = 0;
  points.forEach((p, i) => {
    num += (xs[i] - mx) * (p.value - my);
    den += (xs[i] - mx) ** 2;
  });
  return den === 0 ? null : num / den;
}

/**
 * The category's trend from its points (any order; oldest to newest is used) and the contact's
 * goal. The goal's direction is its own (start → target), as the score's formula does.
 */
export function categoryTrend(points: TrendPoint[], goal: TrendGoal | null): Trend {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const window = sorted.slice(-TREND_WINDOW);
  const average = window.length ? round(window.reduce((s, p) => s + p.value, 0) / window.length, 2) : null;
  const perDay = slopePerDay(window);
  const rate_per_week = perDay === null ? null : round(perDay * 7, 2);
  const base = { average, rate_per_week, projected_date: null };
  const latest = sorted.at(-1);
  if (!goal) return { ...base, status: latest ? "no_goal" : "too_few" };
  if (!latest) return { ...base, status: "too_few" };
  const towards = Math.sign(goal.target - goal.start);
  if ((goal.target - latest.value) * towards <= 0) return { ...base, status: "reached" };
  if (perDay === null) return { ...base, status: "too_few" };
  if (rate_per_week === 0) return { ...base, status: "flat" };
  if (Math.sign(perDay) !== towards) return { ...base, status: "away" };
  const days = Math.ceil((goal.target - latest.value) / perDay);
  const projected = new Date(latest.at.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const late = goal.target_date !== null && projected > goal.target_date;
  return { ...base, projected_date: projected, status: late ? "behind" : "on_track" };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "12 Mar" (the issue's wording), from YYYY-MM-DD, with the year when it is not `year`. */
function dayMonth(iso: string, year: number) {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]}${y === year ? "" : ` ${y}`}`;
}

/** The figure a coach reads: "−0.4 kg/week, on track for 12 Mar". `year` is the current one. */
export function trendSummary(t: Trend, unit: string, year: number): string {
  const u = unit ? ` ${unit}` : "";
  const r = t.rate_per_week === null ? null : round(t.rate_per_week, 1);
  const rate = r === null ? null : `${r < 0 ? "−" : r > 0 ? "+" : ""}${Math.abs(r)}${u}/week`;
  switch (t.status) {
    case "too_few": return "Not enough check-ins for a trend yet";
    case "no_goal": return rate ? `${rate}, no goal set` : "No goal set";
    case "reached": return rate ? `${rate}, goal reached` : "Goal reached";
    case "flat": return `${rate}, holding steady`;
    case "away": return `${rate}, moving away from the goal`;
    case "on_track": return `${rate}, on track for ${dayMonth(t.projected_date!, year)}`;
    case "behind": return `${rate}, behind: goal reached around ${dayMonth(t.projected_date!, year)}`;
  }
}
