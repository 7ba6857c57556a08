import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * Third-party credentials a location saves (its Twilio auth token) are stored sealed with
 * AES-256-GCM under a key derived from the app secret: a leaked database or backup does not
 * leak them. Format: v1.{iv}.{tag}.{ciphertext}, base64url.
 */
const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "coachos", "stored-credentials", 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

/** The plain secret, or null when it cannot be opened (tampered, or the app secret changed). */
export function openSecret(sealed: string): string | null {
  const [version, iv, tag, ct] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ct === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
