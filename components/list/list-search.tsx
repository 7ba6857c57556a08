"use client";

import { useEffect, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils/cn";
import { useHydrated } from "@/lib/utils/use-hydrated";

export const SEARCH_DEBOUNCE_MS = 300;

export type ListSearchProps = {
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** The accessible name ("Search contacts") and the placeholder ("Search name, email, phone"). */
  label: string;
  placeholder?: string;
  maxLength: number;
  className?: string;
};

/** The list kit's search box: applies 300 ms after typing stops, at once on Enter; Esc or × clears. */
export function ListSearch({ value, onSearch, label, placeholder, maxLength, className }: ListSearchProps) {
  const [text, setText] = useState(value);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The last value this box applied, to tell our own URL updates from outside ones. */
  const applied = useRef(value);

  // Outside changes (back button, "Clear search" in the empty state) replace the text.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  const apply = (next: string) => {
    const v = next.trim();
    if (v === applied.current) return;
    applied.current = v;
    onSearch(v);
  };

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const id = window.setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads refs and the latest onSearch
  }, [text]);

  const clear = () => {
    setText("");
    apply("");
    inputRef.current?.focus();
  };

  return (
    <div role="search" data-hydrated={hydrated || undefined} className={cn("relative w-full sm:max-w-xs", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply(text);
          } else if (e.key === "Escape" && text) {
            e.preventDefault();
            clear();
          }
        }}
        className="pr-8 pl-8 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
