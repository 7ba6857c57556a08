"use client";

import Link from "next/link";
import { Fragment } from "react";
import { Copy, FolderInput, ImageIcon, MoreHorizontal, Pencil, Send, Share2, ShieldOff, SquarePen, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { MENU_PERMITS, type AssetDashboardDecl, type DashboardApi, type EntryDecl } from "./asset-dashboard-types";

/** One entry of a card's menu: a link (`href`) or an action (`onSelect`). */
export type MenuEntry = { label: string; icon: LucideIcon; href?: string; onSelect?: () => void; danger?: boolean };
type Item = MenuEntry | "separator";

/** A content card's actions menu ("Actions for {title}"), from its entries. */
export function ContentCardMenu({ title, items }: { title: string; items: Item[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for ${title}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item, i) => {
          if (item === "separator") return <DropdownMenuSeparator key={`sep-${i}`} />;
          const Icon = item.icon;
          const body = (
            <>
              <Icon aria-hidden="true" /> {item.label}
            </>
          );
          return (
            <Fragment key={item.label}>
              {item.href ? (
                <DropdownMenuItem asChild>
                  <Link href={item.href}>{body}</Link>
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem className={item.danger ? "text-danger-strong" : undefined} onSelect={item.onSelect}>
                  {body}
                </DropdownMenuItem>
              )}
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The entries of an asset dashboard's card, in one order, each shown to who may use it (its
 * declared permit, else MENU_PERMITS): Edit, the module's people (members, contacts), Share,
 * Send to / Restrict from contacts, then Rename, thumbnail, Move to folder and the module's own
 * switches (update), its own extra entries, Duplicate (create), Delete (delete).
 */
export function assetMenuItems<T extends { id: number }>(decl: AssetDashboardDecl<T>, item: T, api: DashboardApi<T>): Item[] {
  const m = decl.menu;
  const may = (entry: EntryDecl | undefined, key: keyof typeof MENU_PERMITS) => !!entry && api.may(entry.permit ?? MENU_PERMITS[key]);
  const open = (kind: string) => () => api.open(kind, item);
  const items: Item[] = [{ label: m.editLabel?.(item) ?? "Edit", icon: SquarePen, href: decl.editHref(item.id) }];
  if (m.people && may(m.people, "people")) items.push({ label: m.people.label, icon: m.people.icon, onSelect: open("people") });
  if (may(m.share, "share")) items.push({ label: "Share", icon: Share2, onSelect: open("share") });
  const sends: MenuEntry[] = [];
  if (may(m.send, "send")) sends.push({ label: "Send to contacts", icon: Send, onSelect: open("send") });
  if (may(m.restrict, "restrict")) sends.push({ label: "Restrict from contacts", icon: ShieldOff, onSelect: open("restrict") });
  const updates: MenuEntry[] = [];
  if (may(m.rename, "rename")) updates.push({ label: "Rename", icon: Pencil, onSelect: open("rename") });
  if (may(m.thumbnail, "thumbnail")) updates.push({ label: decl.card.thumbnail?.(item) ? "Change thumbnail" : "Add thumbnail", icon: ImageIcon, onSelect: open("thumbnail") });
  if (may(m.move, "move")) updates.push({ label: m.move?.label ?? "Move to folder", icon: FolderInput, onSelect: open("move") });
  if (api.may("update")) updates.push(...(m.switches?.(item, api) ?? []));
  items.push(...sends, ...(sends.length && updates.length ? ["separator" as const] : []), ...updates, ...(m.extra?.(item, api) ?? []));
  const duplicate = decl.calls.duplicate;
  if (duplicate && may(m.duplicate, "duplicate")) items.push({ label: "Duplicate", icon: Copy, onSelect: () => void api.run(() => duplicate(item.id)).catch(() => {}) });
  if (may(m.remove, "remove") && (m.remove.when?.(item) ?? true)) items.push("separator", { label: "Delete", icon: Trash2, onSelect: open("delete"), danger: true });
  return items;
}
