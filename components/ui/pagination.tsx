"use client";

import { useId } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { Button } from "./button";
import { NativeSelect } from "./native-select";

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** Page-size choices. Default [10, 25, 50, 100]. */
  perPageOptions?: number[];
  onPageChange: (page: number) => void;
  /** When omitted the page-size picker is hidden. */
  onPerPageChange?: (perPage: number) => void;
  className?: string;
};

/** Compact page list: 1 … 4 5 6 … 20 (always first, last, current ±1). */
export function getPageItems(page: number, lastPage: number): (number | "ellipsis")[] {
  if (lastPage <= 7) return Array.from({ length: lastPage }, (_, i) => i + 1);
  const items: (number | "ellipsis")[] = [1];
  let start = Math.max(2, page - 1);
  let end = Math.min(lastPage - 1, page + 1);
  if (page <= 3) end = 4;
  if (page >= lastPage - 2) start = lastPage - 3;
  if (start > 2) items.push("ellipsis");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < lastPage - 1) items.push("ellipsis");
  items.push(lastPage);
  return items;
}


export function Pagination({
  page,
  lastPage,
  total,
  perPage,
  perPageOptions = [10, 25, 50, 100],
  onPageChange,
  onPerPageChange,
  className,
}: PaginationProps) {
  const selectId = useId();
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, page), last);
  const from = total === 0 ? 0 : (current - 1) * perPage + 1;
  const to = Math.min(total, current * perPage);
  const options = perPageOptions.includes(perPage)
    ? perPageOptions
    : [...perPageOptions, perPage].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Pagination"
      className={cn(
        "flex flex-col gap-3 px-1 py-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" className="tabular-nums">
          {total === 0 ? (
            "No results"
          ) : (
            <>
              Showing{" "}
              <span className="font-medium text-foreground">
                {formatNumber(from)}–{formatNumber(to)}
              </span>{" "}
              of <span className="font-medium text-foreground">{formatNumber(total)}</span>
            </>
          )}
        </p>
        {onPerPageChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="whitespace-nowrap">
              Rows per page
            </label>
            <NativeSelect
              id={selectId}
              size="sm"
              wrapperClassName="w-auto"
              className="w-[4.75rem]"
              value={perPage}
              onChange={(e) => onPerPageChange(Number(e.target.value))}
            >
              {options.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>

      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Previous page"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>

        <span className="px-2 tabular-nums sm:hidden">
          Page {current} of {last}
        </span>

        <ul className="hidden items-center gap-1 sm:flex">
          {getPageItems(current, last).map((item, i) =>
            item === "ellipsis" ? (
              <li key={`e${i}`} aria-hidden="true" className="w-8 text-center select-none">
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  type="button"
                  variant={item === current ? "outline" : "ghost"}
                  size="sm"
                  className={cn(
                    "min-w-8 px-2 tabular-nums",
                    item === current
                      ? "border-primary text-primary-strong hover:bg-primary-tint hover:text-primary-strong"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                  aria-label={`Page ${item}`}
                  aria-current={item === current ? "page" : undefined}
                  onClick={() => item !== current && onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
        </ul>

        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Next page"
          disabled={current >= last}
          onClick={() => onPageChange(current + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
