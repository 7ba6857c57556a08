/** One billing interval after `from` (calendar months and years, in UTC). */
export function addInterval(from: Date, interval: string): Date {
  const d = new Date(from);
  if (interval === "week") d.setUTCDate(d.getUTCDate() + 7);
  else if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
