import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET in production; in embedded mode a random secret is made once and kept
 * in the data folder, so a fresh clone needs no environment variables.
 */
export function authSecret(): string {
  if (cached) return cached;
  if (process.env.NEXTAUTH_SECRET) return (cached = process.env.NEXTAUTH_SECRET);
  const dir = process.env.DATA_DIR ?? path.join(process.cwd(), ".data");
  const file = path.join(dir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      cached = fs.readFileSync(file, "utf8").trim(); // another worker wrote it first
    }
  }
  return cached!;
}
