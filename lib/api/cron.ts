import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { drainDueJobs } from "@/lib/platform/jobs/drain";
import { ALL_JOBS } from "./jobs";

/** Seconds a call works jobs by default: under the route's maxDuration (60), with room for the last job. */
const DEFAULT_BUDGET_SECONDS = 30;

/** CRON_BUDGET_SECONDS, bounded: at least 1 s, at most 5 minutes (no host gives a function more). */
function budgetMs(): number {
  const s = Number(process.env.CRON_BUDGET_SECONDS ?? DEFAULT_BUDGET_SECONDS);
  return Math.min(300, Math.max(1, Number.isFinite(s) ? s : DEFAULT_BUDGET_SECONDS)) * 1000;
}

/**
 * `Authorization: Bearer <CRON_SECRET>` (what Vercel's cron sends). Both sides are hashed first so
 * the compare is constant-time whatever the lengths; no CRON_SECRET means nobody may call.
 */
export function cronAuthorised(header: string | null, secret = process.env.CRON_SECRET): boolean {
  if (!secret) return false;
  const given = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * GET /api/cron/jobs: for hosts where no worker lives (RUN_WORKERS=0, docs/deploy.md), the host's
 * cron calls this to work the due jobs of every kind for a bounded time; it answers what it ran.
 */
export async function handleCronJobs(req: Request): Promise<Response> {
  if (!cronAuthorised(req.headers.get("authorization"))) {
    return Response.json({ message: "Unauthenticated." }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
  }
  const report = await drainDueJobs(ALL_JOBS, budgetMs());
  return Response.json({ message: `Ran ${report.total} job${report.total === 1 ? "" : "s"}.`, ...report }, { headers: { "Cache-Control": "no-store" } });
}
