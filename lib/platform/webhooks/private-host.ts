import { isIP } from "node:net";

/** Whether a URL's host names this machine or a private, link-local or unique-local network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  const v = isIP(host);
  if (v === 4) {
    const [a, b] = host.split(".").map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (v === 6) {
    if (host === "::1" || host === "::") return true;
    if (host.startsWith("::ffff:")) {
      const rest = host.slice(7);
      // URL() writes a mapped IPv4 address in hex (::ffff:7f00:1): turn it back into dotted form.
      const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
      if (!hex) return isPrivateHost(rest);
      const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
      return isPrivateHost(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
    return /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}
