"use client";

import { useId, type ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  BookOpen,
  ClipboardList,
  ClipboardPen,
  Dumbbell,
  FileText,
  Folder,
  House,
  Kanban,
  LayoutTemplate,
  ListChecks,
  ListOrdered,
  MailCheck,
  Megaphone,
  Route,
  SquareCheck,
  Tag,
  TrendingUp,
  UsersRound,
  Lightbulb,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShoppingCart,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Switch } from "@/components/ui/switch";
import { Tip } from "@/components/ui/tooltip";
import type { Area } from "@/lib/auth/permissions";
import { ADMIN_SETTINGS_HREF, MODULE_NAV, NAV_ITEMS, type ModuleHref, type NavKey } from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";
import { isNavActive } from "@/lib/shell/rules";
import { cn } from "@/lib/utils/cn";
import { Logo, type LogoBrand } from "./logo";

const NAV_ICONS: Record<NavKey, LucideIcon> = { home: House, contacts: Users, checkouts: ShoppingCart };
/** The inner sidebar's icons, by screen. */
const MODULE_ICONS: Record<ModuleHref, LucideIcon> = {
  "/playbooks": BookOpen, "/pages": FileText, "/workouts": Dumbbell, "/progress-tracking": TrendingUp, "/habit-tracking": ListChecks,
  "/broadcasts": Megaphone, "/email-logs": MailCheck, "/sequences": ListOrdered, "/opt-ins": ClipboardPen, "/pipelines": Kanban, "/tasks": SquareCheck,
  "/forms": ClipboardList, "/files": Folder, "/template": LayoutTemplate, "/journeys": Route, "/tags": Tag, "/groups": UsersRound,
};

export type SidebarProps = {
  /** Expanded (labels shown) or collapsed to icons. The drawer is always expanded. */
  expanded: boolean;
  /** Show the expand/collapse toggle (desktop only). */
  onToggle?: () => void;
  /** id of the element the toggle controls. */
  controlsId?: string;
  tips: boolean;
  onTipsChange: (on: boolean) => void;
  checkoutEnabled: boolean;
  canContacts: boolean;
  canCheckouts: boolean;
  /** Areas the user may view (the inner sidebar's entries). */
  viewableAreas: Area[];
  canAdminSettings: boolean;
  /** The white label's name and logo, if any. */
  brand?: LogoBrand;
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
};

/** The sidebar's content: logo, main navigation, tooltips switch, settings, collapse toggle. */
export function SidebarContent({
  expanded,
  onToggle,
  controlsId,
  tips,
  onTipsChange,
  checkoutEnabled,
  canContacts,
  canCheckouts,
  viewableAreas,
  canAdminSettings,
  brand,
  onNavigate,
}: SidebarProps) {
  const pathname = usePathname();
  const tipsId = useId();
  const items = NAV_ITEMS.filter((item) => {
    if (!hasScreen(item.href)) return false; // entries appear as their module lands
    if (item.key === "contacts") return canContacts;
    if (item.key === "checkouts") return checkoutEnabled && canCheckouts;
    return true;
  });
  // Inner sidebar: module screens by group, each once it exists and the user may view it.
  const groups = MODULE_NAV.map((g) => ({
    group: g.group,
    items: g.items.filter((item) => hasScreen(item.href) && (item.area === null || viewableAreas.includes(item.area))),
  })).filter((g) => g.items.length > 0);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className={cn("flex h-14 shrink-0 items-center border-b border-border", expanded ? "px-4" : "justify-center")}>
        <Link
          href="/home"
          onClick={onNavigate}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Logo collapsed={!expanded} brand={brand} />
        </Link>
      </div>

      <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const Icon = NAV_ICONS[item.key];
            const active = isNavActive(pathname, item.match);
            const tip = tips && item.tip ? item.tip : !expanded ? item.label : null;
            return (
              <li key={item.key}>
                <WithTip content={tip}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      navItemClass(expanded),
                      active
                        ? "bg-primary-tint text-primary-strong"
                        : "text-secondary-foreground hover:bg-accent hover:text-foreground",
                    )}
                  >
                    <Icon className={cn("size-5 shrink-0", active ? "text-primary-strong" : "text-muted-foreground")} aria-hidden />
                    <span className={cn(!expanded && "sr-only")}>{item.label}</span>
                  </Link>
                </WithTip>
              </li>
            );
          })}
        </ul>
        {groups.map((g) => (
          <div key={g.group} className="mt-5">
            <p id={`${tipsId}-${g.group}`} className={cn("px-2.5 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase", !expanded && "sr-only")}>
              {g.group}
            </p>
            <ul aria-labelledby={`${tipsId}-${g.group}`} className="flex flex-col gap-0.5">
              {g.items.map((item) => {
                const active = isNavActive(pathname, item.match);
                const Icon = MODULE_ICONS[item.href];
                return (
                  <li key={item.href}>
                    <WithTip content={!expanded ? item.label : null}>
                      <Link
                        href={item.href}
                        onClick={onNavigate}
                        aria-current={active ? "page" : undefined}
                        className={cn(
                          navItemClass(expanded),
                          active ? "bg-primary-tint text-primary-strong" : "text-secondary-foreground hover:bg-accent hover:text-foreground",
                        )}
                      >
                        <Icon className={cn("size-4 shrink-0", active ? "text-primary-strong" : "text-muted-foreground")} aria-hidden />
                        <span className={cn("truncate", !expanded && "sr-only")}>{item.label}</span>
                      </Link>
                    </WithTip>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="flex shrink-0 flex-col gap-1 border-t border-border px-3 py-3">
        {expanded ? (
          <div className="flex h-9 items-center justify-between gap-3 rounded-md px-2.5">
            <label htmlFor={tipsId} className="flex cursor-pointer items-center gap-3 font-medium text-secondary-foreground">
              <Lightbulb className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              Tooltips
            </label>
            <Switch id={tipsId} size="sm" checked={tips} onCheckedChange={onTipsChange} />
          </div>
        ) : (
          <div className="flex h-9 items-center justify-center">
            <WithTip content={tips ? "Tooltips on" : "Tooltips off"}>
              <Switch id={tipsId} size="sm" aria-label="Tooltips" checked={tips} onCheckedChange={onTipsChange} />
            </WithTip>
          </div>
        )}

        {canAdminSettings && hasScreen(ADMIN_SETTINGS_HREF) && (
          <WithTip content={!expanded ? "Settings" : null}>
            <Link
              href={ADMIN_SETTINGS_HREF}
              onClick={onNavigate}
              aria-current={isNavActive(pathname, [ADMIN_SETTINGS_HREF]) ? "page" : undefined}
              className={cn(
                navItemClass(expanded),
                isNavActive(pathname, [ADMIN_SETTINGS_HREF])
                  ? "bg-primary-tint text-primary-strong"
                  : "text-secondary-foreground hover:bg-accent hover:text-foreground",
              )}
            >
              <Settings className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span className={cn(!expanded && "sr-only")}>Settings</span>
            </Link>
          </WithTip>
        )}

        {onToggle && (
          <WithTip content={!expanded ? "Expand sidebar" : null}>
            <button
              type="button"
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={controlsId}
              aria-label={expanded ? "Collapse sidebar" : "Expand sidebar"}
              className={cn(navItemClass(expanded), "text-secondary-foreground hover:bg-accent hover:text-foreground")}
            >
              {expanded ? (
                <PanelLeftClose className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              ) : (
                <PanelLeftOpen className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              {expanded && <span aria-hidden>Collapse</span>}
            </button>
          </WithTip>
        )}
      </div>
    </div>
  );
}

function navItemClass(expanded: boolean) {
  return cn(
    "flex h-9 items-center rounded-md text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
    expanded ? "w-full gap-3 px-2.5" : "mx-auto w-10 justify-center",
  );
}

function WithTip({ content, children }: { content: string | null; children: ReactNode }) {
  if (!content) return <>{children}</>;
  return (
    <Tip content={content} side="right">
      {children}
    </Tip>
  );
}
