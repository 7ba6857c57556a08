"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { MOBILE_BREAKPOINT } from "@/lib/shell/constants";
import { useSidebarExpanded, useTips } from "@/lib/shell/hooks";
import { isChromeless } from "@/lib/shell/rules";
import { cn } from "@/lib/utils/cn";
import { api } from "@/lib/api/client";
import { APP_VERSION } from "@/lib/app-version/version";
import { useServerVersion } from "@/lib/http/server-version";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { DocumentTitle } from "./document-title";
import { ErrorDialogs } from "./error-dialogs";
import { Header } from "./header";
import { NotificationBars, RefreshBar } from "./notification-bars";
import { RealtimeListener } from "./realtime-listener";
import { SidebarContent } from "./sidebar";
import { SkipTrialDialog } from "./skip-trial-dialog";
import { EditProfileDialog } from "@/components/users/edit-profile-dialog";
import type { ShellData } from "@/lib/shell/shell-data";

/**
 * The logged-in application shell (doc 1 s2): sidebar (240/64 px, a drawer below 768 px),
 * 56 px header, refresh and notification bars, then the screen. Message Center and SMS Center
 * hide the header and sidebar.
 */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  const pathname = usePathname();
  const [tips, setTips] = useTips(data.initialTips);
  const [expanded, setExpanded] = useSidebarExpanded();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [skipTrialOpen, setSkipTrialOpen] = useState(false);
  const [editProfileOpen, setEditProfileOpen] = useState(false);
  // The skip-trial dialog opens from the account menu, whose item is gone when it closes.
  const accountTriggerRef = useRef<HTMLButtonElement>(null);
  // Animate the width only when the user toggles (not when the stored flag applies on load).
  const [animateWidth, setAnimateWidth] = useState(false);
  const sidebarId = useId();
  const drawerId = useId();

  // Close the drawer after navigating (state adjusted during render, not in an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  // The drawer only exists below the breakpoint.
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => mq.matches && setDrawerOpen(false);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  // Doc 1 s2 refresh bar: shown while this tab runs an older bundle than the server. A tab that
  // loaded the latest bundle marks the user as up to date (the flag a release cleared).
  const serverVersion = useServerVersion(data.serverVersion);
  const stale = serverVersion !== APP_VERSION;
  const needsMark = !stale && !data.user.has_latest_version;
  useEffect(() => {
    if (needsMark) api.patch("/app/latest-version").catch((err: unknown) => console.error("latest-version", err));
  }, [needsMark]);

  const sidebarProps = {
    tips,
    onTipsChange: setTips,
    checkoutEnabled: data.user.checkout_enabled,
    canContacts: data.canContacts,
    canCheckouts: data.canCheckouts,
    viewableAreas: data.viewableAreas,
    canAdminSettings: data.canAdminSettings,
    brand: data.branding,
  };

  const dialogs = (
    <>
      <DocumentTitle />
      <BrandTheme color={data.branding?.primaryColor} />
      <ErrorDialogs />
      <SkipTrialDialog open={skipTrialOpen} onOpenChange={setSkipTrialOpen} returnFocusRef={accountTriggerRef} />
      <EditProfileDialog open={editProfileOpen} onOpenChange={setEditProfileOpen} user={data.user} returnFocusRef={accountTriggerRef} />
      <RealtimeListener config={data.realtime} userId={data.userId} locationId={data.locationId} />
    </>
  );

  if (isChromeless(pathname)) {
    return (
      <>
        <SkipLink />
        <main id="main-content" tabIndex={-1} className="min-h-dvh outline-none">
          {children}
        </main>
        {dialogs}
      </>
    );
  }

  return (
    <div className="flex min-h-dvh bg-background">
      <SkipLink />

      <aside
        id={sidebarId}
        aria-label="Sidebar"
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 border-r border-border bg-card md:block",
          animateWidth && "motion-safe:transition-[width] motion-safe:duration-200",
          expanded ? "w-60" : "w-16",
        )}
      >
        <SidebarContent
          {...sidebarProps}
          expanded={expanded}
          onToggle={() => {
            setAnimateWidth(true);
            setExpanded(!expanded);
          }}
          controlsId={sidebarId}
        />
      </aside>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out md:hidden" />
          <DialogPrimitive.Content
            id={drawerId}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-60 max-w-[85vw] border-r border-border bg-card shadow-lg outline-none data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out md:hidden"
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <SidebarContent {...sidebarProps} expanded onNavigate={() => setDrawerOpen(false)} />
            <DialogPrimitive.Close
              aria-label="Close navigation"
              className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          data={data}
          tips={tips}
          onTipsChange={setTips}
          drawerOpen={drawerOpen}
          drawerId={drawerId}
          onOpenDrawer={() => setDrawerOpen(true)}
          onAccountSetup={() => setSkipTrialOpen(true)}
          onEditProfile={() => setEditProfileOpen(true)}
          accountTriggerRef={accountTriggerRef}
        />
        {stale && <RefreshBar />}
        <NotificationBars billing={data.billing} emailStatus={data.user.email_status} emailDnsMissing={data.user.email_dns_missing} />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
      </div>

      {dialogs}
    </div>
  );
}

function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only rounded-md bg-card text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:px-4 focus:py-2.5 focus-visible:outline-2 focus-visible:outline-ring"
    >
      Skip to main content
    </a>
  );
}
