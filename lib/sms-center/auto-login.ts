/**
 * The message centre opened from another app (doc 2 SMS centre): `?auto_login=1&user=…&access_token=…`
 * signs that session in, then the screen is loaded without those parameters (the token never
 * stays in the address bar or the history). Pure: the proxy and the sign-in screen share it.
 */
export const MESSAGE_CENTER_AUTO_LOGIN_PATH = "/message-center/auto-login";
const AUTH_PARAMS = ["auto_login", "user", "access_token"];

/** The chromeless screen asked for with an auto-login token, or null. */
export function wantsAutoLogin(pathname: string, search: URLSearchParams): boolean {
  return (pathname === "/message-center" || pathname === "/sms-center") && search.has("auto_login") && !!search.get("access_token");
}

/** Where to go once signed in: the same screen and query, minus the sign-in parameters. */
export function autoLoginTarget(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const p of AUTH_PARAMS) rest.delete(p);
  rest.delete("from");
  const qs = rest.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
