import type { ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ListAccess } from "@/components/list/bulk-bar";
import type { Area } from "@/lib/auth/permissions";
import type { AssetType } from "@/lib/folders/constants";
import type { Page } from "@/lib/http/pagination";
import type { ListConfig, ListPatch, ListState } from "@/lib/list/params";
import type { MenuEntry } from "./content-card-menu";
import type { DashboardListQuery } from "./content-dashboard-list";

/** What a module's call answers: the spec's message, shown as the toast when the kit has none. */
export type CallReply = { message?: string } | void | unknown;

/** The standard actions, as `can(access, area, …)` names them. */
export type DashboardAction = "view" | "create" | "update" | "delete";

/** A supported menu entry; `permit` is the action its route checks (defaults in MENU_PERMITS). */
export type EntryDecl = { permit?: DashboardAction };

/** What the module's own pieces (dialogs, toolbar, switches) get from the dashboard. */
export type DashboardApi<T> = {
  state: ListState;
  update: (patch: ListPatch) => void;
  may: (action: DashboardAction) => boolean;
  /** Opens a dialog by kind: a standard one or one of `dialogs`. */
  open: (kind: string, item?: T) => void;
  close: () => void;
  /** The open folder (0 = main). */
  folderId: number;
  /** Runs a call as the kit's own calls run: the message as a toast, then every list refetches. */
  run: (call: () => Promise<CallReply>) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  userId: number;
  /** The user's permissions, for an entry another area gates ("Add to broadcasts"). */
  access: ListAccess;
  /** Opens another screen (router.push). */
  go: (href: string) => void;
};

/** A dialog of the module's own, or the module's version of a standard one ("create", "move", "send"…). */
export type DialogSlot<T> = (p: { item: T | null; open: boolean; onOpenChange: (open: boolean) => void; api: DashboardApi<T> }) => ReactNode;

/**
 * One asset dashboard (playbooks, pages, forms, broadcasts, templates…) as data: AssetDashboard
 * renders the header, tabs, folder bar, search, the grid with drag reorder, the empty states and
 * every standard dialog from it. See docs/modules.md "An asset dashboard".
 */
export type AssetDashboardDecl<T extends { id: number }> = {
  /** The dashboard type: `/{type}/update-ordering`, `/{type}/update-thumbnail`, the share type. */
  type: string;
  /** The permission area every entry is checked against. */
  area: Area;
  /** "page", "pages", "Pages" (the h1 and labels), "Page" (toasts, share dialog). */
  noun: { one: string; many: string; title: string; item: string };
  icon: LucideIcon;
  /** The line under the h1. */
  description: string;
  /** The module's query keys a write makes stale (the first is the module's `all`). */
  invalidate: QueryKey[];
  list: {
    config: ListConfig<string, string>;
    /** The module's paged query hook (lib/<module>/hooks.ts): `(state, folderId, options)`. */
    // A method, so a hook typed on the module's own state (PageListState) fits.
    useList(state: ListState, folderId: number, options: { initial?: { state: ListState; page: Page<T> }; onPastEnd?: (last: number) => void }): DashboardListQuery & { page: Page<T> | undefined };
    searchPlaceholder: string;
    /** The grid saves drags (when unsorted and not searching). False: a fixed order (newest first). */
    reorder?: boolean;
  };
  /** Folders: the folder asset type and where the open folder lives (localStorage key, or a URL filter). */
  folders?: { assetType: AssetType; store: string } | { assetType: AssetType; urlFilter: string };
  /** Tabs over the grid: the URL filter, its label and values ("all" first, no filter). */
  tabs?: { filter: string; label: string; options: { value: string; label: string; empty?: string }[]; emptyHint?: string };
  /** The name field: what create and rename edit, and the card's title. */
  name: { key: string; label: string; max: number; required: string };
  title: (item: T) => string;
  /** The editor (or report): the card's link, the menu's Edit, where a new item opens. */
  editHref: (id: number) => string;
  card: {
    icon?: (item: T) => LucideIcon;
    thumbnail?: (item: T) => string | null;
    detail?: (item: T) => ReactNode;
    badges?: (item: T) => ReactNode;
    muted?: (item: T) => boolean;
  };
  /** The empty state's line: at the top, and inside an empty folder (dashboards with folders). */
  empty: { description: string; inFolder?: string };
  /** Entries the asset supports, each present one shown to who may (its permit). */
  menu: {
    editLabel?: (item: T) => string;
    people?: EntryDecl & { label: string; icon: LucideIcon };
    share?: EntryDecl;
    send?: EntryDecl;
    restrict?: EntryDecl;
    rename: EntryDecl;
    thumbnail?: EntryDecl;
    move?: EntryDecl & { label?: string };
    /** The module's own update switches (pin, enable). */
    switches?: (item: T, api: DashboardApi<T>) => MenuEntry[];
    /** Entries of the module's own, gated by the module, after the switches. */
    extra?: (item: T, api: DashboardApi<T>) => MenuEntry[];
    duplicate?: EntryDecl;
    remove: EntryDecl & { when?: (item: T) => boolean };
  };
  calls: {
    /** The kit's create dialog (one name field); a module with more fields declares `dialogs.create`. */
    create?: (name: string, folderId: number) => Promise<{ message?: string; data: { id: number } }>;
    /** After create: open the editor (card.href) or stay on the dashboard. */
    afterCreate?: "edit" | "stay";
    createDescription?: string;
    rename: (id: number, name: string) => Promise<CallReply>;
    duplicate?: (id: number) => Promise<CallReply>;
    remove: (ids: number[]) => Promise<CallReply>;
  };
  confirmDelete: { title?: string; description: (item: T) => string };
  /** The content import wizard beside "New …" (create rights). */
  imports?: boolean;
  /**
   * Dialogs of the module's own, by kind, opened with `api.open(kind, item)` from a menu entry or
   * a button. A standard kind ("create", "move") replaces the kit's; "people", "send" and
   * "restrict" are always the module's (the menu opens them).
   */
  dialogs?: Record<string, DialogSlot<T>>;
};

export const defineAssetDashboard = <T extends { id: number }>(d: AssetDashboardDecl<T>) => d;

/** What each entry needs when the declaration says nothing: the route's usual gate. */
export const MENU_PERMITS = {
  people: "view", share: "view", send: "update", restrict: "update", rename: "update", thumbnail: "update", move: "update", duplicate: "create", remove: "delete",
} as const satisfies Record<string, DashboardAction>;
