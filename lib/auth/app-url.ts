/** The app's public origin for links in emails: APP_URL or NEXTAUTH_URL, else the local dev server. */
export function appUrl(): string {
  const url = process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return url.replace(/\/+$/, "");
}
