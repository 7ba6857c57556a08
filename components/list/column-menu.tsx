"use client";

import { Columns3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toggleVisibleColumn } from "./columns";

export type ColumnMenuProps<K extends string> = {
  /** Every column of the list, in table order. */
  all: readonly { key: K; label: string; alwaysVisible?: boolean }[];
  visible: readonly K[];
  /** null resets to the default columns. */
  onChange: (columns: K[] | null) => void;
};

/** "Columns" menu: one checkbox per column; stays open while toggling. Desktop only (cards have fixed fields). */
export function ColumnMenu<K extends string>({ all, visible, onChange }: ColumnMenuProps<K>) {
  const on = new Set(visible);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-md:hidden">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {all.map((c) => {
          const checked = on.has(c.key);
          return (
            <DropdownMenuCheckboxItem
              key={c.key}
              checked={checked}
              // Always-visible columns and the last visible one stay.
              disabled={c.alwaysVisible || (checked && on.size === 1)}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(next) => onChange(toggleVisibleColumn(visible, all, c.key, next === true))}
            >
              {c.label}
            </DropdownMenuCheckboxItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem inset onSelect={() => onChange(null)}>
          Reset to default
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
