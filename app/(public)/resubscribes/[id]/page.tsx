import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { ResubscribeForm } from "@/components/email-logs/resubscribe-form";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { EMAIL_LOG_MSG } from "@/lib/email-logs/constants";
import { recoveryPageByPublicId } from "@/lib/email-logs/recovery";
import { brandingForLocation } from "@/lib/white-label/service";

type Params = Promise<{ id: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** `id` is the location's public id: an old numeric link, or any other text, is a 404. */
const load = cache(async (id: string) => {
  const db = await getDb();
  const found = await recoveryPageByPublicId(db, id);
  return found && { page: found.page, branding: await brandingForLocation(db, found.locationId) };
});

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load((await params).id);
  return { title: found ? { absolute: `${found.page.headline} · ${found.page.business_name}` } : "Resubscribe", robots: { index: false } };
}

/**
 * RecoveryPageDashboard (doc 1 s2, public): the location's recovery page (GET
 * /recovery-page/{id}/public-setting, read here through the service), after an unsubscribe or
 * from the confirmation email's link (`?email=&token=`).
 */
export default async function RecoveryPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const found = await load((await params).id);
  if (!found) notFound();
  const { page, branding } = found;
  const q = await searchParams;
  return (
    <>
      <BrandTheme color={branding?.primaryColor} />
      <AuthCard brand={branding} title={page.headline} description={one(q.unsubscribed) ? EMAIL_LOG_MSG.unsubscribed : undefined}>
        {page.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a coach's image from any host
          <img src={page.logo} alt={`${page.business_name} logo`} className="mx-auto mb-4 max-h-20 w-auto" />
        ) : null}
        <p className="mb-6 whitespace-pre-line text-sm text-muted-foreground">{page.text}</p>
        <ResubscribeForm pageId={page.id} email={one(q.email)} token={one(q.token)} button={page.button} />
      </AuthCard>
    </>
  );
}
