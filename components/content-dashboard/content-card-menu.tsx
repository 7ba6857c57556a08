"use client";

import Link from "next/link";
import { Fragment } from "react";
import { Copy, FolderInput, ImageIcon, MoreHorizontal, Pencil, Send, Share2, ShieldOff, SquarePen, Trash2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { assetCalls } from "./asset-calls";
import { MENU_PERMITS, type AssetDashboardDecl, type DashboardApi, type MenuKind } from "./asset-dashboard-types";

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
 * permit, MENU_PERMITS unless the declaration says otherwise): Edit, the module's people
 * (members, contacts), Share, Send to / Restrict from contacts, then Rename, thumbnail, Move and
 * the module's own switches (update), its own extra entries, Duplicate (create), Delete (delete).
 */
export function assetMenuItems<T extends { id: number }>(decl: AssetDashboardDecl<T>, item: T, api: DashboardApi<T>): Item[] {
  const has = (kind: MenuKind) => decl.menu.includes(kind) && api.may(decl.permits?.[kind] ?? MENU_PERMITS[kind]);
  const open = (kind: string) => () => api.open(kind, item);
  const items: Item[] = [{ label: decl.editLabel?.(item) ?? "Edit", icon: SquarePen, href: decl.editHref(item.id) }];
  if (decl.people && has("people")) items.push({ ...decl.people, onSelect: open("people") });
  if (has("share")) items.push({ label: "Share", icon: Share2, onSelect: open("share") });
  const sends: MenuEntry[] = [];
  if (has("send")) sends.push({ label: "Send to contacts", icon: Send, onSelect: open("send") });
  if (has("restrict")) sends.push({ label: "Restrict from contacts", icon: ShieldOff, onSelect: open("restrict") });
  const updates: MenuEntry[] = [];
  if (has("rename")) updates.push({ label: "Rename", icon: Pencil, onSelect: open("rename") });
  if (has("thumbnail")) updates.push({ label: decl.card.thumbnail?.(item) ? "Change thumbnail" : "Add thumbnail", icon: ImageIcon, onSelect: open("thumbnail") });
  if (has("move")) updates.push({ label: decl.moveLabel ?? "Move to folder", icon: FolderInput, onSelect: open("move") });
  if (api.may("update")) updates.push(...(decl.switches?.(item, api) ?? []));
  items.push(...sends, ...(sends.length && updates.length ? ["separator" as const] : []), ...updates, ...(decl.extra?.(item, api) ?? []));
  if (has("duplicate")) items.push({ label: "Duplicate", icon: Copy, onSelect: () => void api.run(() => assetCalls(decl).duplicate(item.id)).catch(() => {}) });
  if (has("delete") && (decl.canDelete?.(item) ?? true)) items.push("separator", { label: "Delete", icon: Trash2, onSelect: open("delete"), danger: true });
  return items;
}
