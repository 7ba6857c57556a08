import type { ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ListAccess } from "@/components/list/bulk-bar";
import type { Area } from "@/lib/auth/permissions";
import type { Page } from "@/lib/http/pagination";
import type { ListConfig, ListPatch, ListState } from "@/lib/list/params";
import type { MenuEntry } from "./content-card-menu";
import type { DashboardListQuery } from "./content-dashboard-list";

/** What a module's call answers: the spec's message, shown as the toast when the kit has none. */
export type CallReply = { message?: string } | void | unknown;

/** The standard actions, as `can(access, area, …)` names them. */
export type DashboardAction = "view" | "create" | "update" | "delete";

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

/** The card menu's standard entries, in the order they show. */
export const MENU_ENTRIES = ["people", "share", "send", "restrict", "rename", "thumbnail", "move", "duplicate", "delete"] as const;
export type MenuKind = (typeof MENU_ENTRIES)[number];

/** What each entry needs unless `permits` says otherwise: the route's usual gate. */
export const MENU_PERMITS: Record<MenuKind, DashboardAction> = {
  people: "view", share: "view", send: "update", restrict: "update", rename: "update", thumbnail: "update", move: "update", duplicate: "create", delete: "delete",
};

/**
 * One asset dashboard (playbooks, pages, forms, broadcasts, templates…) as data: AssetDashboard
 * renders the header, tabs, folder bar, search, the grid with drag reorder, the empty states and
 * every standard dialog from it. See docs/modules.md "An asset dashboard".
 */
export type AssetDashboardDecl<T extends { id: number }> = {
  /** The singular noun and path segment: `/{type}/rename`, `/{type}/update-ordering`, the share type. */
  type: string;
  /** The permission area, also the plural noun ("pages") and the folders' asset type. */
  area: Area;
  /** The nouns when the type and area do not read as words ("progress-tracking": "client tracking"). */
  nouns?: { one: string; many: string };
  icon: LucideIcon;
  /** The line under the h1. */
  description: string;
  /** The module's query keys a write makes stale (the first is the module's `all`). */
  invalidate: QueryKey[];
  list: {
    config: ListConfig<string, string>;
    /** The module's paged query hook (lib/<module>/hooks.ts); a method, so a hook typed on the module's own state fits. */
    useList(state: ListState, folderId: number, options: { initial?: { state: ListState; page: Page<T> }; onPastEnd?: (last: number) => void }): DashboardListQuery & { page: Page<T> | undefined };
    /** False: a fixed order (newest first), nothing to drag. */
    reorder?: boolean;
  };
  /** In folders: the open one is remembered per module, or (`urlFilter`) kept in the URL. */
  folders?: true | { urlFilter: string };
  /** Tabs over the grid: the URL filter, its label and values ("all" first, no filter). */
  tabs?: { filter: string; label: string; options: { value: string; label: string; empty?: string }[]; emptyHint?: string };
  /** The item's name (the card's title; what create and rename edit): its key and length cap. */
  name: { key: "title" | "name"; max: number; label?: string };
  /** The editor (or report): the card's link, the menu's Edit, where a new item opens. */
  editHref: (id: number) => string;
  card: {
    icon?: (item: T) => LucideIcon;
    thumbnail?: (item: T) => string | null;
    detail?: (item: T) => ReactNode;
    badges?: (item: T) => ReactNode;
    muted?: (item: T) => boolean;
  };
  /** The empty state's line: at the top, and inside an empty folder. */
  empty: { description: string; inFolder?: string };
  /** The entries the asset supports (Edit is always there). */
  menu: MenuKind[];
  /** Entries whose route checks another action than MENU_PERMITS says. */
  permits?: Partial<Record<MenuKind, DashboardAction>>;
  people?: { label: string; icon: LucideIcon };
  editLabel?: (item: T) => string;
  moveLabel?: string;
  canDelete?: (item: T) => boolean;
  /** The module's own update switches (pin, enable), after Move. */
  switches?: (item: T, api: DashboardApi<T>) => MenuEntry[];
  /** Entries of the module's own, gated by the module, after the switches. */
  extra?: (item: T, api: DashboardApi<T>) => MenuEntry[];
  /**
   * The module's calls. Rename, duplicate and delete default to the standard ones
   * (`PATCH /{type}/rename {id, <name key>}`, `POST /{type}/duplicate {id}`, `DELETE /{type}/delete {ids}`).
   * Create has no standard path: without it (or `dialogs.create`) there is no "New …".
   */
  calls?: {
    create?: (name: string, folderId: number) => Promise<{ message?: string; data: { id: number } }>;
    rename?: (id: number, name: string) => Promise<CallReply>;
    duplicate?: (id: number) => Promise<CallReply>;
    remove?: (ids: number[]) => Promise<CallReply>;
  };
  /** Toasts for calls whose answer carries no message. */
  messages?: { created?: string; renamed?: string; duplicated?: string; deleted?: string };
  create?: { description?: string; stay?: boolean };
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The nouns the kit writes: "page", "pages", "Pages" (h1, labels), "Page" (toasts, share dialog). */
export function nounsOf(d: Pick<AssetDashboardDecl<{ id: number }>, "type" | "area" | "nouns">) {
  const { one, many } = d.nouns ?? { one: d.type, many: d.area };
  return { one, many, title: capital(many), item: capital(one) };
}

/** The item's name, as the card and the dialogs show it. */
export const titleOf = <T extends { id: number }>(d: AssetDashboardDecl<T>, item: T) => String((item as Record<string, unknown>)[d.name.key] ?? "");
