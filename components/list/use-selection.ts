"use client";

import { useCallback, useMemo, useState } from "react";

/**
 * The rows a bulk action applies to: chosen ids, or every row matching the list's current
 * filters and search ("select all N matching") minus the ones unticked afterwards.
 */
export type ListSelection = { all: false; ids: ReadonlySet<number> } | { all: true; except: ReadonlySet<number> };

const NONE: ListSelection = { all: false, ids: new Set() };

export type SelectionApi = {
  selection: ListSelection;
  /** How many rows the selection covers. */
  count: number;
  isSelected: (id: number) => boolean;
  toggle: (id: number, on: boolean) => void;
  /** The header checkbox: ticks the page, or unticks it when it is all ticked. */
  togglePage: (ids: readonly number[]) => void;
  /** Header checkbox state for the rows on screen. */
  pageState: (ids: readonly number[]) => boolean | "indeterminate";
  selectAllMatching: () => void;
  clear: () => void;
};

/**
 * Selection for one filtered set: `scope` (see selectionScope in lib/list/params) changes
 * when filters or search change, and the selection starts empty again. Paging and sorting
 * keep it.
 */
export function useListSelection(scope: string, total: number): SelectionApi {
  const [state, setState] = useState<{ scope: string; sel: ListSelection }>({ scope, sel: NONE });
  const selection = state.scope === scope ? state.sel : NONE;
  const set = useCallback((sel: ListSelection) => setState({ scope, sel }), [scope]);

  return useMemo(() => {
    const isSelected = (id: number) => (selection.all ? !selection.except.has(id) : selection.ids.has(id));
    const count = selection.all ? Math.max(0, total - selection.except.size) : selection.ids.size;
    const toggle = (id: number, on: boolean) => {
      const key = selection.all ? selection.except : selection.ids;
      const next = new Set(key);
      // In "all" mode the set holds exclusions, so ticking removes from it.
      if (on !== selection.all) next.add(id);
      else next.delete(id);
      if (selection.all) set(next.size >= total ? NONE : { all: true, except: next });
      else set({ all: false, ids: next });
    };
    const pageState = (ids: readonly number[]) => {
      const on = ids.filter(isSelected).length;
      return ids.length > 0 && on === ids.length ? true : on > 0 ? "indeterminate" : false;
    };
    const togglePage = (ids: readonly number[]) => {
      const allOn = pageState(ids) === true;
      const key = selection.all ? selection.except : selection.ids;
      const next = new Set(key);
      for (const id of ids) {
        // Turning rows on: add to ids / remove from exclusions; off: the reverse.
        if (!allOn !== selection.all) next.add(id);
        else next.delete(id);
      }
      set(selection.all ? { all: true, except: next } : { all: false, ids: next });
    };
    return {
      selection,
      count,
      isSelected,
      toggle,
      togglePage,
      pageState,
      selectAllMatching: () => set({ all: true, except: new Set() }),
      clear: () => set(NONE),
    };
  }, [selection, total, set]);
}
