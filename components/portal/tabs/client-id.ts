/**
 * A client-made id for something logged in the portal (a workout session): the server stores
 * each id once, so a retry or a double tap never logs twice. randomUUID needs a secure context;
 * the fallback covers a portal opened over plain http on a local network.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
