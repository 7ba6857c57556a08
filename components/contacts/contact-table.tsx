"use client";

import { Star } from "lucide-react";
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
import { COLUMN_BY_KEY } from "@/lib/contacts/columns";
import type { ContactColumn } from "@/lib/contacts/constants";
import type { Contact } from "@/lib/contacts/hooks";
import { cn } from "@/lib/utils/cn";
import { renderCell } from "./contact-cells";
import { fullName } from "./format";
import type { ContactListQuery, SortKey } from "@/lib/contacts/list-query";

/** Narrow, fixed-width columns; the rest size to their content. */
const HEAD_CLASS: Partial<Record<ContactColumn, string>> = {
  photo: "w-12",
  starred: "w-12",
  temperature: "w-28",
};

export type ContactTableProps = {
  columns: ContactColumn[];
  rows: Contact[] | undefined;
  /** Rows shown are from the previous view while the next one loads. */
  stale?: boolean;
  busy?: boolean;
  skeletonRows?: number;
  query: ContactListQuery;
  onSort: (key: SortKey) => void;
  titles: ReadonlyMap<string, string>;
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
};

export function ContactTable({
  columns,
  rows,
  stale = false,
  busy = false,
  skeletonRows = 10,
  query,
  onSort,
  titles,
  selected,
  onSelectedChange,
}: ContactTableProps) {
  const pageIds = rows?.map((r) => r.id) ?? [];
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allChecked = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const headerChecked = allChecked ? true : selectedOnPage > 0 ? "indeterminate" : false;

  const togglePage = () => {
    const next = new Set(selected);
    if (allChecked) pageIds.forEach((id) => next.delete(id));
    else pageIds.forEach((id) => next.add(id));
    onSelectedChange(next);
  };
  const toggleRow = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <Table
      aria-label="Contacts"
      aria-busy={busy || undefined}
      containerClassName="md:max-h-[max(22rem,calc(100dvh-24rem))] overscroll-x-contain"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">
            <Checkbox
              aria-label="Select all contacts on this page"
              checked={headerChecked}
              disabled={!rows?.length}
              onCheckedChange={togglePage}
            />
          </TableHead>
          {columns.map((key) => {
            const meta = COLUMN_BY_KEY[key];
            const label =
              key === "starred" ? (
                <>
                  <Star className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{meta.label}</span>
                </>
              ) : meta.hideLabel ? (
                <span className="sr-only">{meta.label}</span>
              ) : (
                meta.label
              );
            const sortKey = meta.sortKey;
            return (
              <TableHead
                key={key}
                className={HEAD_CLASS[key]}
                title={meta.hideLabel ? meta.label : undefined}
                sortable={sortKey != null}
                sort={sortKey && query.order_by === sortKey ? query.order : null}
                onSort={sortKey ? () => onSort(sortKey) : undefined}
              >
                {label}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody className={cn("transition-opacity duration-150", stale && "opacity-60")}>
        {!rows ? (
          <TableSkeletonRows rows={skeletonRows} cols={columns.length + 1} />
        ) : (
          rows.map((contact) => {
            const isSelected = selected.has(contact.id);
            return (
              <TableRow key={contact.id} data-state={isSelected ? "selected" : undefined}>
                <TableCell className="pl-4">
                  <Checkbox
                    aria-label={`Select ${fullName(contact) || `contact ${contact.id}`}`}
                    checked={isSelected}
                    onCheckedChange={(on) => toggleRow(contact.id, on === true)}
                  />
                </TableCell>
                {columns.map((key) => (
                  <TableCell
                    key={key}
                    className={cn(
                      "whitespace-nowrap",
                      (key === "photo" || key === "starred") && "py-2",
                    )}
                  >
                    {renderCell(key, contact, titles)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
