"use client";

import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * A one-time code as one box per digit. Typing moves on, Backspace moves back, and pasting
 * the whole code (or typing it into any box) fills every box from there. The browser's
 * one-time-code autofill lands in the first box and spreads the same way.
 */
export function CodeInput({ id, value, onChange, length, label, invalid, describedBy, autoFocus }: {
  /** Given to the first box, so the field's label focuses it. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  length: number;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // A cleared box in the middle is kept as a space, so later digits stay in their boxes.
  const digits = Array.from({ length }, (_, i) => (value[i] && value[i] !== " " ? value[i] : ""));
  const join = (arr: string[]) => arr.map((d) => d || " ").join("").trimEnd();

  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  /** Writes digits starting at box `from` and moves focus after the last one. */
  const fill = (from: number, typed: string) => {
    const incoming = typed.replace(/\D/g, "");
    if (!incoming) return;
    const next = digits.slice();
    for (let k = 0; k < incoming.length && from + k < length; k++) next[from + k] = incoming[k];
    onChange(join(next));
    focus(from + incoming.length);
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && !digits[i] && i > 0) {
      e.preventDefault();
      const next = digits.slice();
      next[i - 1] = "";
      onChange(join(next));
      focus(i - 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData("text"));
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-between gap-2">
      {digits.map((d, i) => (
        <input
          key={i}
          id={i === 0 ? id : undefined}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={d}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && i === 0}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            const v = e.target.value.replace(/\D/g, "");
            if (!v) {
              const next = digits.slice();
              next[i] = "";
              onChange(join(next));
              return;
            }
            // One new digit replaces the box; several (autofill) spread across the boxes.
            fill(i, v.length > 1 && v.startsWith(d) ? v.slice(d.length) : v);
          }}
          className={cn(
            "h-12 w-full min-w-0 max-w-12 rounded-md border border-input bg-background text-center text-lg font-semibold tabular-nums",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            invalid && "border-danger",
          )}
        />
      ))}
    </div>
  );
}
