"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { numberFormat } from "./format";

export type BulkBarProps = {
  count: number;
  onClear: () => void;
};

/**
 * Floating bar shown while rows are selected. The bulk actions themselves (doc 2 s6) plug in
 * next to the count; the live region announces the count to screen readers.
 */
export function BulkBar({ count, onClear }: BulkBarProps) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {count > 0 ? `${numberFormat.format(count)} selected` : ""}
      </p>
      {count > 0 && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 pointer-events-none animate-fade-in"
        >
          <div className="pointer-events-auto flex items-center gap-3 rounded-lg border border-border bg-popover py-1.5 pr-1.5 pl-4 text-sm shadow-lg">
            <span className="font-medium text-foreground tabular-nums">
              {numberFormat.format(count)} selected
            </span>
            <span aria-hidden="true" className="h-5 w-px bg-border" />
            <Button type="button" variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden="true" />
              Clear
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
