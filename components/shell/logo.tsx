import { Dumbbell } from "lucide-react";
import { PRODUCT_NAME } from "@/lib/shell/constants";
import { cn } from "@/lib/utils/cn";

/** A white label's name and logo (lib/white-label); without one, the product's own. */
export type LogoBrand = { name: string | null; logoUrl: string | null } | null;

export function Logo({ collapsed = false, brand = null, className }: { collapsed?: boolean; brand?: LogoBrand; className?: string }) {
  const name = brand?.name || PRODUCT_NAME;
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-2 font-semibold text-foreground", className)}>
      {brand?.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file of any size; next/image would need its host configured
        <img src={brand.logoUrl} alt="" className="size-8 shrink-0 rounded-lg object-contain" />
      ) : (
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary-strong text-primary-foreground shadow-sm">
          <Dumbbell className="size-[18px]" aria-hidden />
        </span>
      )}
      {collapsed ? <span className="sr-only">{name}</span> : <span className="truncate text-base tracking-tight">{name}</span>}
    </span>
  );
}
