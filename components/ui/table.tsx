import type { ComponentProps, ReactNode } from "react";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { cn } from "@/lib/utils/cn";
import { Skeleton } from "./skeleton";

export type TableProps = ComponentProps<"table"> & {
  /** Class for the scroll container (e.g. "max-h-[600px]" to make the sticky header useful). */
  containerClassName?: string;
  /**
   * For a table whose rows hold nothing focusable: the scroll container itself takes focus (a
   * named region), so a keyboard can scroll it (axe scrollable-region-focusable).
   */
  keyboardScroll?: boolean;
};

/**
 * Table inside a scroll container: wide tables scroll inside their card, never the page.
 * Uses border-separate so the sticky header keeps its bottom border while scrolling.
 */
export function Table({ className, containerClassName, keyboardScroll, ...props }: TableProps) {
  const region = keyboardScroll ? { tabIndex: 0, role: "region", "aria-label": `${props["aria-label"] ?? "Table"}, scrollable` } : {};
  return (
    <div className={cn("relative w-full overflow-auto", containerClassName)} {...region}>
      <table
        className={cn("w-full caption-bottom border-separate border-spacing-0 text-sm", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("sticky top-0 z-10 bg-background", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return (
    <tbody className={cn("[&>tr:last-child>td]:border-b-0", className)} {...props} />
  );
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot
      className={cn("bg-background font-medium [&>tr>td]:border-t [&>tr>td]:border-b-0", className)}
      {...props}
    />
  );
}

/** Row with hover background; set data-state="selected" on selected rows. */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "transition-colors hover:bg-muted/60 data-[state=selected]:bg-primary-tint",
        className,
      )}
      {...props}
    />
  );
}

export type SortDirection = "asc" | "desc" | null;

export type TableHeadProps = ComponentProps<"th"> & {
  /** Make the column sortable (implied when onSort is given). */
  sortable?: boolean;
  /** Current sort of this column. */
  sort?: SortDirection;
  /** Called when the header button is activated (toggle asc/desc in the caller). */
  onSort?: () => void;
  children?: ReactNode;
};

export function TableHead({
  className,
  sortable,
  sort = null,
  onSort,
  children,
  ...props
}: TableHeadProps) {
  const isSortable = sortable ?? onSort != null;
  const ariaSort = isSortable
    ? sort === "asc"
      ? "ascending"
      : sort === "desc"
        ? "descending"
        : "none"
    : undefined;
  const SortIcon = sort === "asc" ? ArrowUp : sort === "desc" ? ArrowDown : ChevronsUpDown;

  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn(
        "h-10 border-b border-border px-3 text-left align-middle whitespace-nowrap",
        "text-xs font-medium tracking-wide text-muted-foreground uppercase",
        "[&:has([role=checkbox])]:w-10 [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    >
      {isSortable ? (
        <button
          type="button"
          onClick={onSort}
          className={cn(
            "-mx-1.5 inline-flex items-center gap-1 rounded-sm px-1.5 py-1 uppercase transition-colors",
            "hover:bg-muted hover:text-foreground",
            "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
            sort && "text-foreground",
          )}
        >
          {children}
          <SortIcon
            className={cn("size-3.5 shrink-0", !sort && "opacity-60")}
            aria-hidden="true"
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return (
    <td
      className={cn(
        "border-b border-border px-3 py-2.5 align-middle",
        "[&:has([role=checkbox])]:w-10 [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return (
    <caption className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />
  );
}

const skeletonWidths = ["w-3/4", "w-1/2", "w-2/3", "w-5/6", "w-2/5", "w-3/5"];

/** Placeholder rows while a table loads. Put inside <TableBody>. */
export function TableSkeletonRows({ rows = 5, cols }: { rows?: number; cols: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden="true">
          {Array.from({ length: cols }, (_, c) => (
            <td key={c} className="border-b border-border px-3 py-3">
              <Skeleton className={cn("h-4", skeletonWidths[(r + c * 2) % skeletonWidths.length])} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
