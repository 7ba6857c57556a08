"use client";

import type { ApiKey, FitFunnelWebhook, MindbodyStatus, ZapierStatus } from "@/lib/integrations/hooks";
import { ApiKeysCard } from "./api-keys-card";
import { MindbodyCard } from "./mindbody-card";
import { WebhooksCard } from "./webhooks-card";
import { ZapierCard } from "./zapier-card";

export type IntegrationsData = { zapier: ZapierStatus; apiKeys: ApiKey[]; webhooks: FitFunnelWebhook[]; mindbody: MindbodyStatus; locationName: string };

/** Admin Settings > Organization > Integrations: the accessed location's Zapier key, API keys, webhooks and Mindbody site. */
export function IntegrationsPanel({ initial, access }: { initial: IntegrationsData; access: { canUpdate: boolean; canDelete: boolean; userId: number } }) {
  return (
    <div className="flex max-w-[880px] min-w-0 flex-col gap-5">
      <p className="text-sm text-muted-foreground">Integrations of {initial.locationName}. Switch location to manage another one&apos;s.</p>
      <ZapierCard initial={initial.zapier} canUpdate={access.canUpdate} canDelete={access.canDelete} />
      <ApiKeysCard initial={initial.apiKeys} canUpdate={access.canUpdate} canDelete={access.canDelete} />
      <WebhooksCard initial={initial.webhooks} canUpdate={access.canUpdate} canDelete={access.canDelete} />
      <MindbodyCard initial={initial.mindbody} userId={access.userId} canUpdate={access.canUpdate} canDelete={access.canDelete} />
    </div>
  );
}
