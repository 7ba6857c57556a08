import { Bell, Home, Settings, Users } from "lucide-react";
import { Logo } from "@/components/shell/logo";
import { Card } from "@/components/ui/card";
import { brandStyle } from "@/lib/white-label/colors";
import { cn } from "@/lib/utils/cn";

/**
 * A small copy of the shell painted with the white label being edited: the same Logo and the
 * same theme tokens as the real shell, set on this box only, so what it shows is what saving gives.
 */
export function BrandPreview({ name, logoUrl, color, enabled }: { name: string | null; logoUrl: string | null; color: string | null; enabled: boolean }) {
  const brand = enabled ? { name, logoUrl } : null;
  return (
    <section aria-label="Preview" className="flex min-w-0 flex-col gap-2">
      <h2 className="text-sm font-medium text-muted-foreground">Preview{enabled ? "" : " (white label off: the product's own look)"}</h2>
      <Card className="overflow-hidden p-0" style={enabled ? brandStyle(color) : undefined} aria-hidden>
        <div className="flex min-h-64">
          <div className="hidden w-44 shrink-0 flex-col gap-1 border-r border-border bg-card p-3 sm:flex">
            <div className="mb-3 min-w-0 overflow-hidden"><Logo brand={brand} className="max-w-full" /></div>
            {[{ icon: Home, label: "Home", active: true }, { icon: Users, label: "Contacts" }, { icon: Settings, label: "Settings" }].map(({ icon: Icon, label, active }) => (
              <span key={label} className={cn("flex items-center gap-2 rounded-md px-2 py-1.5 text-sm", active ? "bg-primary-tint font-medium text-primary-strong" : "text-muted-foreground")}>
                <Icon className="size-4" />
                {label}
              </span>
            ))}
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="flex h-12 items-center justify-between gap-2 border-b border-border px-4">
              <span className="min-w-0 sm:hidden"><Logo brand={brand} collapsed={false} /></span>
              <span className="hidden text-sm text-muted-foreground sm:inline">Home</span>
              <Bell className="size-4 text-muted-foreground" />
            </div>
            <div className="flex flex-col gap-3 p-4">
              <span className="text-base font-semibold">Welcome back</span>
              <span className="text-sm text-muted-foreground">Your clients see this name, logo and colour on their pages too.</span>
              <span className="flex flex-wrap items-center gap-3">
                <span className="inline-flex h-9 items-center rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground">Primary action</span>
                <span className="text-sm font-medium text-primary-strong underline underline-offset-4">A link</span>
              </span>
            </div>
          </div>
        </div>
      </Card>
    </section>
  );
}
