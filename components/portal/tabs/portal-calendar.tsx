"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { keepPreviousData } from "@tanstack/react-query";
import { CalendarDays, CheckCircle2, ChevronLeft, ChevronRight, ClipboardCheck, Dumbbell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api, type ApiAnswer } from "@/lib/api/client";
import { addDays } from "@/lib/calendar/dates";
import { useHydrated } from "@/lib/utils/use-hydrated";
import { cn } from "@/lib/utils/cn";
import { PortalEmpty, PortalList, PortalRow, PortalSection } from "./portal-ui";
import { onPortalError } from "../portal-errors";

type CalendarEvent = ApiAnswer<"get", "/portal/calendar">["data"][number];

/**
 * The Calendar tab (issue 32): the coach's greeting, a month (Monday first) with a dot per event,
 * and the chosen day's events, each a link to where the client logs it (the plan-day page, the
 * portal's workout or check-in). The month is a grid: arrows move by day and week, Home/End to
 * the week's ends, Page Up/Down by month; the chosen day is the one focusable cell.
 */
export function PortalCalendar({ firstName }: { firstName: string }) {
  const hydrated = useHydrated();
  // The phone's date picks the first month shown; the server's "today" (the contact's zone) marks the day.
  return hydrated ? <CalendarView firstName={firstName} initial={localToday()} /> : <CalendarLoading />;
}

const pad = (n: number) => String(n).padStart(2, "0");
const localToday = () => { const d = new Date(); return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`; };
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fmt = (iso: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, { timeZone: "UTC", ...o }).format(at(iso));
const monthOf = (iso: string) => iso.slice(0, 7);
/** Monday = 0 … Sunday = 6. */
const weekdayOf = (iso: string) => (at(iso).getUTCDay() + 6) % 7;
function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const end = addDays(last, 6 - weekdayOf(last));
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}
const shiftMonth = (iso: string, n: number) => {
  const [y, m, d] = iso.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
};
const WEEKDAYS = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]; // a Monday-first week, for the names

function CalendarView({ firstName, initial }: { firstName: string; initial: string }) {
  const [chosen, setChosen] = useState(initial);
  const [picked, setPicked] = useState(false);
  const month = monthOf(chosen);
  const days = monthGrid(month);
  const q = useQuery({
    queryKey: ["portal", "calendar", month],
    queryFn: ({ signal }) => api.get("/portal/calendar", { query: { start_date: days[0], end_date: days[days.length - 1] }, signal }).catch((e) => { onPortalError(e); throw e; }),
    placeholderData: keepPreviousData,
  });
  const grid = useRef<HTMLDivElement>(null);
  const today = q.data?.today ?? initial;
  // Once the first answer is in, the contact's today (the server's, in their zone) is chosen unless a day was picked.
  const [synced, setSynced] = useState(false);
  if (!synced && q.data && !q.isPlaceholderData) {
    setSynced(true);
    if (!picked && q.data.today !== chosen) setChosen(q.data.today);
  }
  const selected = chosen;
  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of q.data?.data ?? []) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);

  const choose = (d: string, focus = false) => {
    setPicked(true);
    setChosen(d);
    if (focus) requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${d}"]`)?.focus());
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, string> = {
      ArrowLeft: addDays(selected, -1), ArrowRight: addDays(selected, 1), ArrowUp: addDays(selected, -7), ArrowDown: addDays(selected, 7),
      Home: addDays(selected, -weekdayOf(selected)), End: addDays(selected, 6 - weekdayOf(selected)), PageUp: shiftMonth(selected, -1), PageDown: shiftMonth(selected, 1),
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    choose(to, true);
  };

  const title = q.data?.title;
  const greeting = title ? `${title}${firstName && !title.includes(firstName) ? `, ${firstName}` : ""}` : null;
  const dayEvents = byDay.get(selected) ?? [];
  const next = [...byDay.keys()].filter((d) => d > selected && monthOf(d) === month).sort()[0];
  const monthLabel = fmt(`${month}-01`, { month: "long", year: "numeric" });

  return (
    <div className="flex flex-col gap-5">
      {greeting ? <p className="text-lg font-medium text-foreground">{greeting}</p> : <Skeleton className="h-7 w-48" />}
      <section aria-labelledby="portal-calendar-month" className="rounded-2xl border border-border bg-card p-3 shadow-xs">
        <div className="mb-2 flex items-center justify-between gap-2">
          <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => choose(`${monthOf(shiftMonth(`${month}-01`, -1))}-01`)}>
            <ChevronLeft aria-hidden />
          </Button>
          <h2 id="portal-calendar-month" aria-live="polite" className="text-base font-semibold text-foreground">{monthLabel}</h2>
          <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => choose(`${monthOf(shiftMonth(`${month}-01`, 1))}-01`)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div ref={grid} role="grid" aria-labelledby="portal-calendar-month" aria-busy={q.isFetching} onKeyDown={onKey} className="flex flex-col gap-1">
          <div role="row" className="grid grid-cols-7 gap-1">
            {WEEKDAYS.map((d) => (
              <div key={d} role="columnheader" aria-label={fmt(d, { weekday: "long" })} className="py-1 text-center text-xs font-medium text-muted-foreground">{fmt(d, { weekday: "narrow" })}</div>
            ))}
          </div>
          {Array.from({ length: days.length / 7 }, (_, w) => (
            <div key={w} role="row" className="grid grid-cols-7 gap-1">
              {days.slice(w * 7, w * 7 + 7).map((d) => {
                const list = byDay.get(d) ?? [];
                const isSelected = d === selected;
                const outside = monthOf(d) !== month;
                const count = list.length ? `, ${list.length} ${list.length === 1 ? "event" : "events"}` : "";
                return (
                  <div key={d} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-day={d}
                      tabIndex={isSelected ? 0 : -1}
                      aria-label={`${fmt(d, { weekday: "long", month: "long", day: "numeric" })}${d === today ? ", today" : ""}${count}`}
                      aria-current={d === today ? "date" : undefined}
                      onClick={() => choose(d)}
                      className={cn(
                        "flex h-11 w-full flex-col items-center justify-center gap-0.5 rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                        isSelected ? "bg-primary-strong text-primary-foreground" : "hover:bg-muted",
                        !isSelected && outside && "text-muted-foreground",
                        !isSelected && d === today && "font-semibold text-primary-strong ring-1 ring-primary",
                      )}
                    >
                      <span>{Number(d.slice(8))}</span>
                      <span className="flex h-1.5 gap-0.5" aria-hidden>
                        {list.slice(0, 3).map((e) => (
                          <span key={e.id} className={cn("size-1.5 rounded-full", isSelected ? "bg-primary-foreground" : e.done ? "bg-muted-foreground" : "bg-primary")} />
                        ))}
                      </span>
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </section>
      {q.isError ? (
        <PortalEmpty icon={CalendarDays} title="We couldn’t load your calendar" description="Check your connection and try again." />
      ) : q.isPending ? (
        <CalendarLoading list />
      ) : (
        <PortalSection title={fmt(selected, { weekday: "long", month: "long", day: "numeric" })}>
          {dayEvents.length ? (
            <PortalList>
              {dayEvents.map((e) => (
                <PortalRow key={e.id} href={e.href} icon={e.type === "check_in" ? ClipboardCheck : Dumbbell} title={e.title} detail={e.detail}
                  trailing={e.done ? <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-tint px-2 py-0.5 text-xs font-medium text-success-strong"><CheckCircle2 className="size-3.5" aria-hidden /> Done</span> : null} />
              ))}
            </PortalList>
          ) : byDay.size ? (
            <div className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-border bg-card px-4 py-5">
              <p className="text-sm text-muted-foreground">Nothing planned on this day. Days with a dot have a workout or check-in.</p>
              {next ? <Button variant="outline" size="sm" onClick={() => choose(next)}>Go to {fmt(next, { weekday: "long", month: "long", day: "numeric" })}</Button> : null}
            </div>
          ) : (
            <PortalEmpty icon={CalendarDays} title="Nothing planned this month" description="When your coach assigns you a workout plan, a workout or check-ins, they appear here on their days. Use the arrows to look at other months." />
          )}
        </PortalSection>
      )}
    </div>
  );
}

function CalendarLoading({ list = false }: { list?: boolean }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
      {list ? null : <Skeleton className="h-72 rounded-2xl" />}
      <Skeleton className="h-16 rounded-2xl" />
      <Skeleton className="h-16 rounded-2xl" />
    </div>
  );
}
