"use client";

import { useEffect, useState } from "react";
import { Timer, X } from "lucide-react";

/**
 * The rest timer (JavaScript only: without it the page still logs). A set's "Rest" button starts
 * it with the set's prescribed rest; it counts down in a bar at the bottom and can be stopped.
 */
export function useRestTimer() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [until]);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    running: until !== null,
    start: (seconds: number) => { setNow(Date.now()); setUntil(Date.now() + seconds * 1000); },
    stop: () => setUntil(null),
  };
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** `bottom`: where the bar floats (above the page's sticky submit button; the portal's tab bar sits lower still). */
export function RestTimerBar({ left, running, stop, colour, bottom = "bottom-20" }: { left: number; running: boolean; stop: () => void; colour: { bg: string; text: string }; bottom?: string }) {
  if (!running) return null;
  return (
    <div role="timer" aria-live="off" aria-label="Rest timer" className={`fixed inset-x-0 ${bottom} z-20 mx-auto flex w-fit items-center gap-3 rounded-full px-4 py-2 text-base font-semibold shadow-lg`} style={{ backgroundColor: colour.bg, color: colour.text }}>
      <Timer className="size-5" aria-hidden="true" />
      <span className="tabular-nums">{left > 0 ? `Rest ${clock(left)}` : "Rest over: next set!"}</span>
      <button type="button" onClick={stop} aria-label="Stop the rest timer" className="-mr-2 inline-flex size-8 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
