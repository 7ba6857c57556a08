import { composingModule } from "@/lib/composing/routes";
import { emailLogsModule } from "@/lib/email-logs/routes";
import { signaturesModule } from "@/lib/signatures/routes";
import { broadcastsModule } from "@/lib/broadcasts/routes";
import { templatesModule } from "@/lib/templates/routes";
import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { getDb } from "@/db";
import { accountSignupModule } from "@/lib/account-signup/routes";
import { activityModule } from "@/lib/activity/routes";
import { authModule } from "@/lib/auth/routes";
import { birthdaysModule } from "@/lib/birthdays/routes";
import { billingAccountModule, billingModule } from "@/lib/billing/routes";
import { contactsModule } from "@/lib/contacts/routes";
import { contactImportModule } from "@/lib/contact-import/routes";
import { membershipModule } from "@/lib/membership/routes";
import { mailboxModule } from "@/lib/mailbox/routes";
import { outboxModule } from "@/lib/mailbox/outbox-routes";
import { filesModule } from "@/lib/platform/files/routes";
import { fileContactsModule } from "@/lib/file-library/contact-routes";
import { assetsModule } from "@/lib/assets/routes";
import { fileExtrasModule } from "@/lib/file-library/extra-routes";
import { fileLibraryModule } from "@/lib/file-library/routes";
import { foldersModule } from "@/lib/folders/routes";
import { imageLibraryModule } from "@/lib/image-library/routes";
import { realtimeModule } from "@/lib/platform/realtime/routes";
import { shellModule } from "@/lib/shell/routes";
import { referenceDataModule } from "@/lib/reference-data/routes";
import { smsModule } from "@/lib/platform/sms/routes";
import { tagsModule } from "@/lib/tags/routes";
import { rewardsModule } from "@/lib/rewards/routes";
import { memberIdModule } from "@/lib/member-id/routes";
import { usersModule } from "@/lib/users/routes";
import { organizationModule } from "@/lib/organization/routes";
import { whiteLabelModule } from "@/lib/white-label/routes";
import { integrationsModule } from "@/lib/integrations/routes";
import { restHooksModule } from "@/lib/rest-hooks/routes";
import { playbooksModule } from "@/lib/playbooks/routes";
import { pagesModule } from "@/lib/pages/routes";
import { contentImportModule } from "@/lib/content-import/routes";
import { contentDashboardModule } from "@/lib/content-dashboard/routes";
import { favoriteColorsModule } from "@/lib/favorite-colors/routes";
import { groupsModule } from "@/lib/groups/routes";
import { emailDomainsModule } from "@/lib/email-domains/routes";
import { mindbodyModule } from "@/lib/integrations/mindbody/routes";
import { checkoutModule } from "@/lib/checkout/routes";
import { checkoutDashboardModule } from "@/lib/checkout/dashboard-routes";
import { checkoutSubscriptionsModule } from "@/lib/checkout/subscription-routes";
import { checkoutClientsModule } from "@/lib/checkout/client-routes";
import { checkoutBillingModule } from "@/lib/checkout/billing-routes";
import { dbErrorToAppError } from "@/lib/http/db-errors";
import type { ApiEnv } from "@/lib/http/env";
import { AppError } from "@/lib/http/errors";
import { registerErrorComponents } from "@/lib/http/error-responses";
import { apiSecurityHeaders } from "@/lib/http/security-headers";
import { guardInput } from "@/lib/http/input-guard";
import type { ApiModule } from "@/lib/http/module";
import type { RouteMeta } from "@/lib/http/route";
import { APP_VERSION, APP_VERSION_HEADER } from "@/lib/app-version/version";
import { healthModule } from "./health";
import { smsCenterModule } from "@/lib/sms-center/routes";
import { portalChatModule } from "@/lib/portal-chat/routes";
import { portalModule } from "@/lib/portal/routes";
import { clientPortalModule } from "@/lib/portal/settings-routes";
import { calendarModule } from "@/lib/calendar/routes";
import { scheduledModule } from "@/lib/scheduled/routes";
import { formsModule } from "@/lib/forms/routes";
import { workoutsModule } from "@/lib/workouts/routes";
import { progressTrackingModule } from "@/lib/progress-tracking/routes";
import { habitTrackingModule } from "@/lib/habit-tracking/routes";
import { journeysModule } from "@/lib/journeys/routes";
import { sequencesModule } from "@/lib/sequences/routes";
import { optInsModule } from "@/lib/opt-ins/routes";

/**
 * With jobs.ts and platform-handlers.ts, the only place that knows every module. A new module:
 * declare its routes with the kit (docs/modules.md), add it to its host's list here, and add its
 * fixture to the tenancy sweep; its jobs go in jobs.ts, its handlers for platform events in
 * platform-handlers.ts.
 */
export const HOSTS = {
  "/api/v3": [healthModule, authModule, contactsModule, outboxModule, usersModule, mailboxModule, smsModule, activityModule, realtimeModule, shellModule, filesModule,
    fileLibraryModule, fileContactsModule, fileExtrasModule, imageLibraryModule, foldersModule, tagsModule, rewardsModule, memberIdModule, organizationModule, referenceDataModule, birthdaysModule, accountSignupModule,
    contactImportModule, membershipModule, whiteLabelModule, integrationsModule, restHooksModule, assetsModule, mindbodyModule, contentDashboardModule, favoriteColorsModule, groupsModule,
    smsCenterModule, portalChatModule, scheduledModule,
    playbooksModule,
    pagesModule,
    emailDomainsModule,
    composingModule, signaturesModule, templatesModule, broadcastsModule,
    formsModule,
    workoutsModule,
    progressTrackingModule,
    habitTrackingModule,
    journeysModule,
    sequencesModule,
    optInsModule,
    contentImportModule,
    emailLogsModule,
    portalModule, clientPortalModule, calendarModule, billingAccountModule],
  "/api/billing": [billingModule],
  "/api/checkout": [checkoutModule, checkoutDashboardModule, checkoutSubscriptionsModule, checkoutClientsModule, checkoutBillingModule],
} as const satisfies Record<string, readonly ApiModule[]>;

export type Host = keyof typeof HOSTS;

/** Errors map to the spec's wire shapes here, and only here. */
function withErrors<T extends OpenAPIHono<ApiEnv>>(app: T): T {
  app.onError((err, c) => {
    const mapped = err instanceof AppError ? err : dbErrorToAppError(err);
    if (mapped) return c.json({ message: mapped.message, ...mapped.body }, mapped.status);
    if (err instanceof HTTPException) {
      // Malformed JSON and other request-shape failures are the client's: 422, never 500.
      if (err.status === 400) {
        return c.json({ message: err.message || "The given data was invalid.", errors: { body: [err.message || "Malformed request body."] } }, 422);
      }
      return c.json({ message: err.message }, err.status);
    }
    console.error(err);
    return c.json({ message: "Server Error" }, 500);
  });
  app.notFound((c) => c.json({ message: "Not Found." }, 404));
  return app;
}

function mount(basePath: Host) {
  const app = new OpenAPIHono<ApiEnv>().basePath(basePath);
  app.use(apiSecurityHeaders);
  // Every answer names the server's build: a tab on an older bundle shows the refresh bar.
  app.use(async (c, next) => {
    await next();
    c.header(APP_VERSION_HEADER, APP_VERSION);
  });
  app.use(async (c, next) => {
    c.set("db", await getDb());
    await next();
  });
  app.use(guardInput);
  for (const mod of HOSTS[basePath]) app.route("/", mod.app);
  return withErrors(app);
}

export const api = mount("/api/v3");
export const billingApi = mount("/api/billing");
export const checkoutApi = mount("/api/checkout");

/** Each service's document: served at `<host>/openapi.json` and read by /api-docs. */
const OPENAPI_CONFIGS = {
  "/api/v3": {
    openapi: "3.1.0",
    info: { title: "CoachOS API", version: "3", description: "The main API. Lists answer { data, current_page, last_page, per_page, total }; validation errors 422 { message, errors }." },
    servers: [{ url: "/" }],
  },
  "/api/billing": {
    openapi: "3.1.0",
    info: { title: "CoachOS Billing API", version: "1", description: "The coach's own subscription to CoachOS: plans, cards, invoices. Validation errors 422 { message, errors }." },
    servers: [{ url: "/" }],
  },
  "/api/checkout": {
    openapi: "3.1.0",
    info: { title: "CoachOS Checkout API", version: "1", description: "Products, orders and subscriptions a coach sells to clients. Validation errors 422 { message, errors }." },
    servers: [{ url: "/" }],
  },
} satisfies Record<Host, Parameters<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>[0]>;

const APPS = { "/api/v3": api, "/api/billing": billingApi, "/api/checkout": checkoutApi } as const satisfies Record<Host, OpenAPIHono<ApiEnv>>;

/**
 * A service's document, generated on first use and kept: every route is mounted once this module
 * has loaded, and generating it costs about a second of CPU (hono's doc31 would pay it per request).
 */
const generated = new Map<Host, ReturnType<OpenAPIHono<ApiEnv>["getOpenAPI31Document"]>>();
function documentOf(host: Host) {
  let doc = generated.get(host);
  if (!doc) generated.set(host, (doc = APPS[host].getOpenAPI31Document(OPENAPI_CONFIGS[host])));
  return doc;
}

for (const [host, app] of Object.entries(APPS) as [Host, OpenAPIHono<ApiEnv>][]) {
  app.get("/openapi.json", (c) => c.json(documentOf(host)));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  registerErrorComponents(app.openAPIRegistry);
}
// Client-portal calls (tenancy "portal") take the portal session cookie, never a bearer token.
api.openAPIRegistry.registerComponent("securitySchemes", "portalSession", { type: "apiKey", in: "cookie", name: "portal_session" });

/** Where each service serves its document (the /api-docs header links them). */
export const OPENAPI_URLS = (Object.keys(APPS) as Host[]).map((host) => ({ host, url: `${host}/openapi.json` }));

/** The generated OpenAPI document of every service, as served (for /api-docs and the fuzz test). */
export function openApiDocuments() {
  return (Object.keys(APPS) as Host[]).map(documentOf);
}

/** Every mounted route with its host, scope and permission (the tenancy sweep reads this). */
export function mountedRoutes(): (RouteMeta & { host: Host })[] {
  return (Object.entries(HOSTS) as [Host, readonly ApiModule[]][]).flatMap(([host, mods]) => mods.flatMap((m) => m.meta.map((r) => ({ ...r, host }))));
}
