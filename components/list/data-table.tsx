"use client";

import type { CSSProperties, ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeletonRows,
} from "@/components/ui/table";
import type { Direction } from "@/lib/list/params";
import { cn } from "@/lib/utils/cn";
import type { ListColumn } from "./columns";
import { CardSkeletons } from "./list-states";
import type { SelectionApi } from "./use-selection";

/** How a row reads as a card below md (375 px phones): the name first, then what matters. */
export type CardLayout<Row> = {
  title: (row: Row) => ReactNode;
  /** An avatar or icon before the title. */
  leading?: (row: Row) => ReactNode;
  /** A status badge beside the title. */
  badge?: (row: Row) => ReactNode;
  /** A few secondary fields as "label: value" lines. */
  fields?: { label: string; value: (row: Row) => ReactNode }[];
  /** Extra content under the fields (a message body). */
  body?: (row: Row) => ReactNode;
};

export type DataTableProps<Row extends { id: number }, S extends string = string> = {
  /** The table's accessible name ("Contacts"). */
  label: string;
  /** The visible columns, in order. */
  columns: ListColumn<Row, S>[];
  /** undefined while the first page loads (skeleton rows). */
  rows: Row[] | undefined;
  /** Names a row for its checkbox ("Select Ava Smith"). */
  rowLabel: (row: Row) => string;
  card: CardLayout<Row>;
  sort?: { key: S | null; direction: Direction; onSort: (key: S) => void };
  selection?: SelectionApi;
  /** The rows shown belong to the previous view while the next loads. */
  stale?: boolean;
  busy?: boolean;
  skeletonRows?: number;
  /** Class for the table's scroll area (a max height makes the sticky header useful). */
  containerClassName?: string;
  /** Rows with nothing focusable: the scroll container takes focus (components/ui/table.tsx). */
  keyboardScroll?: boolean;
};

const CHECKBOX_WIDTH = 40;

/** Left offsets of the pinned leading columns (after the checkbox column when there is one). */
function pinOffsets<Row>(columns: ListColumn<Row>[], selectable: boolean): (number | null)[] {
  let left = selectable ? CHECKBOX_WIDTH : 0;
  let pinning = true;
  return columns.map((c) => {
    if (!pinning || !c.pinned) {
      pinning = false;
      return null;
    }
    const at = left;
    left += c.width ?? 0;
    return at;
  });
}

const PIN_HEAD = "sticky z-20 bg-background";
const PIN_CELL =
  "sticky z-[1] bg-card group-hover:bg-muted group-data-[state=selected]:bg-primary-tint";
/** The edge between pinned and scrolling columns. */
const PIN_EDGE = "shadow-[inset_-1px_0_0_var(--color-border)]";

/**
 * The list kit's table: sortable headers, a sticky header, pinned leading columns, row
 * selection, skeleton rows while loading. Below md the same rows render as cards, so
 * nothing scrolls sideways on a phone.
 */
export function DataTable<Row extends { id: number }, S extends string = string>({
  label,
  columns,
  rows,
  rowLabel,
  card,
  sort,
  selection,
  stale = false,
  busy = false,
  skeletonRows = 10,
  containerClassName,
  keyboardScroll,
}: DataTableProps<Row, S>) {
  const ids = rows?.map((r) => r.id) ?? [];
  const offsets = pinOffsets(columns, selection != null);
  const lastPinned = offsets.reduce<number>((last, o, i) => (o != null ? i : last), -1);
  const anyPinned = lastPinned >= 0;
  const pinStyle = (i: number): CSSProperties | undefined => (offsets[i] != null ? { left: offsets[i]! } : undefined);

  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={label} aria-busy={busy || undefined} keyboardScroll={keyboardScroll} containerClassName={cn("overscroll-x-contain", containerClassName)}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {selection && (
                <TableHead className={cn("pl-4", anyPinned && PIN_HEAD)} style={anyPinned ? { left: 0 } : undefined}>
                  {/* A fixed box: the cell is exactly CHECKBOX_WIDTH wide, where the next pinned column starts. */}
                  <div className="flex w-6 items-center">
                    <Checkbox
                      aria-label={`Select all ${label.toLowerCase()} on this page`}
                      checked={selection.pageState(ids)}
                      disabled={!rows?.length}
                      onCheckedChange={() => selection.togglePage(ids)}
                    />
                  </div>
                </TableHead>
              )}
              {columns.map((c, i) => {
                const sortKey = sort && c.sortKey ? c.sortKey : null;
                return (
                  <TableHead
                    key={c.key}
                    className={cn(c.className, offsets[i] != null && PIN_HEAD, i === lastPinned && PIN_EDGE)}
                    style={pinStyle(i)}
                    title={c.hideLabel ? c.label : undefined}
                    sortable={sortKey != null}
                    sort={sortKey && sort?.key === sortKey ? sort.direction : null}
                    onSort={sortKey ? () => sort!.onSort(sortKey) : undefined}
                  >
                    {c.header ? (
                      <>
                        {c.header}
                        <span className="sr-only">{c.label}</span>
                      </>
                    ) : c.hideLabel ? (
                      <span className="sr-only">{c.label}</span>
                    ) : (
                      c.label
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody className={cn("transition-opacity duration-150", stale && "opacity-60")}>
            {!rows ? (
              <TableSkeletonRows rows={skeletonRows} cols={columns.length + (selection ? 1 : 0)} />
            ) : (
              rows.map((row) => {
                const selected = selection?.isSelected(row.id) ?? false;
                return (
                  <TableRow key={row.id} className="group" data-state={selected ? "selected" : undefined}>
                    {selection && (
                      <TableCell className={cn("pl-4", anyPinned && PIN_CELL)} style={anyPinned ? { left: 0 } : undefined}>
                        <div className="flex w-6 items-center">
                          <Checkbox
                            aria-label={`Select ${rowLabel(row)}`}
                            checked={selected}
                            onCheckedChange={(on) => selection.toggle(row.id, on === true)}
                          />
                        </div>
                      </TableCell>
                    )}
                    {columns.map((c, i) => (
                      <TableCell
                        key={c.key}
                        className={cn("whitespace-nowrap", c.cellClassName, offsets[i] != null && PIN_CELL, i === lastPinned && PIN_EDGE)}
                        style={pinStyle(i)}
                      >
                        {c.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>

      <ul aria-label={label} aria-busy={busy || undefined} className={cn("divide-y divide-border md:hidden", stale && "opacity-60")}>
        {!rows
          ? <CardSkeletons count={skeletonRows} />
          : rows.map((row) => {
              const selected = selection?.isSelected(row.id) ?? false;
              return (
                <li key={row.id} data-state={selected ? "selected" : undefined} className="flex min-w-0 gap-3 px-4 py-3.5 data-[state=selected]:bg-primary-tint">
                  {selection && (
                    <Checkbox
                      className="mt-2"
                      aria-label={`Select ${rowLabel(row)}`}
                      checked={selected}
                      onCheckedChange={(on) => selection.toggle(row.id, on === true)}
                    />
                  )}
                  {card.leading && <div className="shrink-0">{card.leading(row)}</div>}
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex min-w-0 items-start justify-between gap-2">
                      <div className="min-w-0 flex-1 truncate text-sm leading-6 font-medium text-foreground">{card.title(row)}</div>
                      {card.badge && <div className="shrink-0">{card.badge(row)}</div>}
                    </div>
                    {card.fields && card.fields.length > 0 && (
                      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
                        {card.fields.map((f) => (
                          <div key={f.label} className="contents">
                            <dt className="text-muted-foreground">{f.label}</dt>
                            <dd className="min-w-0 truncate text-secondary-foreground [&_*]:max-w-full">{f.value(row)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {card.body?.(row)}
                  </div>
                </li>
              );
            })}
      </ul>
    </>
  );
}
