/**
 * The app's public origin, from configuration only: APP_URL, else NEXTAUTH_URL, else a
 * preview deploy's VERCEL_URL. Never from a request's Host header: a reset link built from
 * a forged Host would mail the victim a link to the attacker's site.
 */
export function configuredAppUrl(): string | null {
  const url = process.env.APP_URL || process.env.NEXTAUTH_URL || (process.env.VERCEL_URL ? `https://${process.env.VERCEL_URL}` : "");
  return url ? url.replace(/\/+$/, "") : null;
}

/** For links in emails and for the session's base URL; the local dev server when unset (a production server refuses to start without one: next.config.mjs). */
export function appUrl(): string {
  return configuredAppUrl() ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
