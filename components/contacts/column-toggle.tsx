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
import { COLUMN_META, toggleColumn } from "@/lib/contacts/columns";
import type { ContactColumn } from "@/lib/contacts/constants";

export type ColumnToggleProps = {
  columns: ContactColumn[];
  /** null resets to the default columns. */
  onChange: (columns: ContactColumn[] | null) => void;
};

/** "Columns" menu: one checkbox per column; stays open while toggling. */
export function ColumnToggle({ columns, onChange }: ColumnToggleProps) {
  const visible = new Set(columns);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="max-sm:w-8 max-sm:px-0">
          <Columns3 aria-hidden="true" />
          <span className="max-sm:sr-only">Columns</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {COLUMN_META.map((c) => {
          const on = visible.has(c.key);
          return (
            <DropdownMenuCheckboxItem
              key={c.key}
              checked={on}
              // The last visible column stays.
              disabled={on && visible.size === 1}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => onChange(toggleColumn(columns, c.key, checked === true))}
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
