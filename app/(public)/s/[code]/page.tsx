import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { FileText } from "lucide-react";
import { ImportShare } from "@/components/assets/import-share";
import { Logo } from "@/components/shell/logo";
import { IconBadge } from "@/components/ui/icon-badge";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { SHARE_CODE_PATTERN, shortPath } from "@/lib/assets/constants";
import { locationName, openShare } from "@/lib/assets/service";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Shared with you", robots: { index: false } };

/**
 * The short URL of a share link (`/s/{code}`, issue 13), rendered on the server in the sharing
 * company's white label. It shows what is shared; a signed-in coach may import a copy into the
 * location they are working in. A link that is off, unknown, whose asset is gone, or that is the
 * organization's and opened by anyone else (signed out too) is a 404: nothing tells it exists.
 */
export default async function SharePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!SHARE_CODE_PATTERN.test(code)) notFound();
  const [db, ctx] = await Promise.all([getDb(), currentCtx()]);
  const share = await openShare(db, code, ctx ? { companyId: ctx.companyId } : null);
  if (!share) notFound();
  const [brand, here] = await Promise.all([brandingForLocation(db, share.locationId), ctx ? locationName(db, ctx) : null]);
  const mayImport = ctx ? can(ctx, share.asset.area, "create") : false;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10 text-base">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-8">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="share-title" className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <p className="text-sm text-muted-foreground">{share.businessname} shared a {share.asset.label.toLowerCase()} with you</p>
        <div className="mt-4 flex min-w-0 items-center gap-3 rounded-lg border border-border p-3">
          <IconBadge icon={FileText} tone="primary" />
          <div className="min-w-0">
            <h1 id="share-title" className="text-lg font-semibold [overflow-wrap:anywhere] text-foreground">{share.item.name}</h1>
            {share.item.detail && <p className="text-sm text-muted-foreground">{share.item.detail}</p>}
          </div>
        </div>
        <div className="mt-6">
          {!ctx ? (
            <div className="flex flex-col gap-2">
              <Link href={`/login?callbackUrl=${encodeURIComponent(shortPath(code))}`} className="inline-flex h-10 items-center justify-center rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground hover:bg-primary-strong/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                Sign in to import a copy
              </Link>
              <p className="text-sm text-muted-foreground">Coaches import a copy of it into their own account.</p>
            </div>
          ) : mayImport ? (
            <ImportShare code={code} locationName={here} item={share.asset.plural} screen={share.asset.screen} scope={{ locationId: ctx.locationId, companyAdminId: ctx.companyAdminId }} />
          ) : (
            <p className="text-sm text-muted-foreground">Your account may not add {share.asset.plural.toLowerCase()} to {here ?? "this location"}. Ask its owner to import it.</p>
          )}
        </div>
      </section>
    </main>
  );
}
