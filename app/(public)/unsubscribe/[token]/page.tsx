import type { Metadata } from "next";
import { cache } from "react";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeButton } from "@/components/email-logs/unsubscribe-button";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { EMAIL_LOG_MSG } from "@/lib/email-logs/constants";
import { unsubscribeTarget } from "@/lib/email-logs/recovery";
import { brandingForLocation } from "@/lib/white-label/service";

type Params = Promise<{ token: string }>;

const load = cache(async (token: string) => {
  const db = await getDb();
  const target = await unsubscribeTarget(db, token);
  const branding = target ? await brandingForLocation(db, target.locationId) : null;
  return { target, branding };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { branding } = await load((await params).token);
  return { title: branding?.name ? { absolute: `Unsubscribe · ${branding.name}` } : "Unsubscribe", robots: { index: false } };
}

/**
 * Where an email's unsubscribe link opens. Opening it changes nothing (mail scanners prefetch
 * links): the person presses the button, then the location's recovery page opens.
 */
export default async function UnsubscribePage({ params }: { params: Params }) {
  const { token } = await params;
  const { target, branding } = await load(token);
  return (
    <>
      <BrandTheme color={branding?.primaryColor} />
      <AuthCard
        brand={branding}
        title={target ? "Unsubscribe" : "This link can’t be used"}
        description={target ? <>Stop emails from {branding?.name ?? "this sender"} to <strong className="font-medium text-foreground">{target.email}</strong>?</> : undefined}
      >
        {target ? <UnsubscribeButton token={token} /> : <p role="alert" className="text-sm text-foreground">{EMAIL_LOG_MSG.linkInvalid}</p>}
      </AuthCard>
    </>
  );
}
