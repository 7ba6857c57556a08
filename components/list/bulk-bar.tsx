"use client";

import { useState } from "react";
import { ChevronDown, X, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { can, type Permission } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/auth/access";
import { formatNumber } from "@/lib/format";
import type { ListSelection, SelectionApi } from "./use-selection";

/** What the permission check needs from the session (doc 1 s6), passed down by the server page. */
export type ListAccess = Pick<Ctx, "permissions" | "isOrganizationOwner">;

/** One bulk action of a module, with the permission it needs (doc 2 s6: most need contacts-center update). */
export type BulkAction = {
  id: string;
  label: string;
  icon?: LucideIcon;
  /** null: no gate (doc 2 s6 lists actions without one). */
  permission: Permission | null;
  /** Receives the rows to act on: ids, or "all matching" with exclusions. */
  run: (target: ListSelection) => Promise<unknown> | void;
  /** Listed under "More actions" instead of as a button (keeps a long list of actions on one line). */
  menu?: boolean;
  /** "danger" for destructive actions (delete). */
  tone?: "danger";
};

/** The actions this user may run. */
export function permittedActions(actions: readonly BulkAction[], access: ListAccess): BulkAction[] {
  return actions.filter((a) => a.permission === null || can(access, a.permission[0], a.permission[1] as never));
}

export type BulkBarProps = {
  selection: SelectionApi;
  /** Rows matching the current filters and search. */
  total: number;
  /** Ids of the rows on screen (offer "select all N matching" once they are all ticked). */
  pageIds: readonly number[];
  /** Plural noun for the rows ("contacts"). */
  noun: string;
  actions?: readonly BulkAction[];
  access: ListAccess;
};

/**
 * Floating bar while rows are selected: the count, "select all N matching", the module's
 * actions this user may run, and Clear. A live region announces the count.
 */
export function BulkBar({ selection, total, pageIds, noun, actions = [], access }: BulkBarProps) {
  const [running, setRunning] = useState<string | null>(null);
  const { count } = selection;
  const allMatching = selection.selection.all;
  const canSelectAll = !allMatching && total > pageIds.length && selection.pageState(pageIds) === true;
  const allowed = permittedActions(actions, access);
  const buttons = allowed.filter((a) => !a.menu);
  const menu = allowed.filter((a) => a.menu);

  const run = async (a: BulkAction) => {
    setRunning(a.id);
    try {
      await a.run(selection.selection);
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {count > 0 ? `${formatNumber(count)} selected` : ""}
      </p>
      {count > 0 && (
        <div role="region" aria-label="Bulk actions" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 animate-fade-in">
          <div className="pointer-events-auto flex max-w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-popover py-1.5 pr-1.5 pl-4 text-sm shadow-lg">
            <span className="font-medium text-foreground tabular-nums">
              {allMatching ? `All ${formatNumber(count)} selected` : `${formatNumber(count)} selected`}
            </span>
            {canSelectAll && (
              <Button type="button" variant="link" size="sm" className="px-0" onClick={selection.selectAllMatching}>
                Select all {formatNumber(total)} {noun}
              </Button>
            )}
            {allowed.length > 0 && <span aria-hidden="true" className="h-5 w-px bg-border" />}
            {buttons.map((a) => {
              const Icon = a.icon;
              return (
                <Button key={a.id} type="button" variant="outline" size="sm" onClick={() => void run(a)} loading={running === a.id} disabled={running !== null}>
                  {Icon && <Icon aria-hidden="true" />}
                  {a.label}
                </Button>
              );
            })}
            {menu.length > 0 && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button type="button" variant="outline" size="sm" disabled={running !== null} loading={menu.some((a) => a.id === running)}>
                    More actions
                    <ChevronDown aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="center" side="top">
                  {menu.map((a) => {
                    const Icon = a.icon;
                    return (
                      <DropdownMenuItem key={a.id} variant={a.tone === "danger" ? "danger" : "default"} onSelect={() => void run(a)}>
                        {Icon && <Icon aria-hidden="true" />}
                        {a.label}
                      </DropdownMenuItem>
                    );
                  })}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
            <span aria-hidden="true" className="h-5 w-px bg-border" />
            <Button type="button" variant="ghost" size="sm" onClick={selection.clear}>
              <X aria-hidden="true" />
              Clear
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
