"use client";

import type { KeyboardEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { PermissionMap } from "@/lib/auth/permissions";
import type { PermissionCatalogue } from "@/lib/organization/hooks";
import { cn } from "@/lib/utils/cn";

const ACTION_COLUMNS = ["view", "create", "update", "delete", "assign"] as const;
const title = (s: string) => s.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The permission editor: areas down, actions across, one checkbox per cell. Tab reaches the grid,
 * arrow keys move between cells, Space toggles. A permission the editor does not hold is shown
 * but cannot be ticked (the API refuses it too). Unticking view clears the area's other actions;
 * ticking an action ticks view (an action without view is never reachable).
 */
export function PermissionGrid({ catalogue, value, onChange, disabled }: { catalogue: PermissionCatalogue; value: PermissionMap; onChange: (next: PermissionMap) => void; disabled?: boolean }) {
  function set(area: string, action: string, on: boolean) {
    const row = { ...(value[area] ?? {}) };
    row[action] = on;
    if (action === "view" && !on) for (const a of Object.keys(row)) row[a] = false;
    if (action !== "view" && on) row.view = true;
    onChange({ ...value, [area]: row });
  }

  function move(e: KeyboardEvent<HTMLTableElement>) {
    const el = e.target as HTMLElement;
    const r = Number(el.dataset.row);
    const c = Number(el.dataset.col);
    if (Number.isNaN(r) || Number.isNaN(c)) return;
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!delta) return;
    e.preventDefault();
    // Walk in the direction until a cell that exists (contacts-center alone has assign).
    for (let i = 1; i < 30; i++) {
      const next = e.currentTarget.querySelector<HTMLElement>(`[data-row="${r + delta[0] * i}"][data-col="${c + delta[1] * i}"]`);
      if (next) return next.focus();
      if (r + delta[0] * i < 0 || c + delta[1] * i < 0 || c + delta[1] * i >= ACTION_COLUMNS.length) return;
    }
  }

  return (
    <div className="max-h-80 overflow-auto rounded-md border border-border">
      <table className="w-full text-sm" onKeyDown={move} aria-label="Permissions by area">
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">Area</th>
            {ACTION_COLUMNS.map((a) => (
              <th key={a} scope="col" className="px-2 py-2 text-center font-medium">{title(a)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {catalogue.areas.map(({ area, actions }, r) => (
            <tr key={area} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-foreground">{title(area)}</th>
              {ACTION_COLUMNS.map((action, c) => {
                if (!actions.includes(action)) return <td key={action} className="px-2 py-1.5" />;
                const grantable = catalogue.grantable[area]?.[action] === true;
                const checked = value[area]?.[action] === true;
                return (
                  <td key={action} className="px-2 py-1.5 text-center">
                    <Checkbox
                      data-row={r}
                      data-col={c}
                      aria-label={`${title(area)}: ${action}`}
                      checked={checked}
                      // Keep a held grant removable even if the editor could not give it again.
                      disabled={disabled || (!grantable && !checked)}
                      onCheckedChange={(on) => set(area, action, on === true)}
                      className={cn(!grantable && "opacity-40")}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
