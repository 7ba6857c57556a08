"use client";

import { useEffect, useState } from "react";

/** color: the timer colour (the band); text: white or near-black, whichever reads on it. */
export type BuyCountdownProps = { publicId: string; color: string; text: string } & ({ mode: "fixed"; endsAt: string } | { mode: "visitor"; minutes: number });

/** localStorage key of a visitor's first view of a product's page (per-visitor countdown). */
const firstViewKey = (publicId: string) => `coachos.buy.first-view.${publicId}`;

function visitorEnd(publicId: string, minutes: number): number {
  let first = Number.NaN;
  try {
    first = Number(localStorage.getItem(firstViewKey(publicId)));
    if (!first) {
      first = Date.now();
      localStorage.setItem(firstViewKey(publicId), String(first));
    }
  } catch {
    // Storage refused (private mode): the countdown starts at this view.
    first = Date.now();
  }
  return first + minutes * 60_000;
}

function format(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/**
 * The checkout page's countdown, in the template's timer colour: to a fixed end, or N minutes
 * from this visitor's first view. Time is read only in the browser (no hydration mismatch); at
 * zero it stays at 00:00 and the page keeps selling.
 */
export function BuyCountdown(props: BuyCountdownProps) {
  const [left, setLeft] = useState<number | null>(null);
  const { publicId, mode } = props;
  const endsAt = props.mode === "fixed" ? props.endsAt : null;
  const minutes = props.mode === "visitor" ? props.minutes : 0;

  useEffect(() => {
    const end = mode === "fixed" ? Date.parse(endsAt!) : visitorEnd(publicId, minutes);
    const tick = () => setLeft(Math.max(0, end - Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [publicId, mode, endsAt, minutes]);

  return (
    <div className="flex flex-wrap items-baseline justify-center gap-x-2 rounded-md px-3 py-2 text-center" style={{ backgroundColor: props.color, color: props.text }}>
      <span className="text-sm font-medium">Offer ends in</span>
      <span role="timer" aria-label="Time left" className="text-2xl font-semibold tabular-nums" data-testid="buy-countdown">
        {left === null ? "--:--" : format(left)}
      </span>
    </div>
  );
}
