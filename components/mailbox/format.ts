const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const full = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Today's emails show the time, older ones the date. */
export function shortTime(value: string | Date): string {
  const d = new Date(value);
  return d.toDateString() === new Date().toDateString() ? time.format(d) : day.format(d);
}

export function fullTime(value: string | Date): string {
  return full.format(new Date(value));
}
