import { Logo } from "@/components/shell/logo";
import type { PortalBrand } from "@/lib/portal/page-data";

/** The coach's name and logo at the top of every portal screen. */
export function PortalBrandMark({ brand, className }: { brand: PortalBrand; className?: string }) {
  return <Logo brand={{ name: brand.name, logoUrl: brand.logoUrl }} className={className} />;
}
