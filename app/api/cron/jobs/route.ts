import { handleCronJobs } from "@/lib/api/cron";

export const dynamic = "force-dynamic";
/** Seconds the host lets the function run; the drain stops starting jobs well before (lib/api/cron.ts). */
export const maxDuration = 60;

export function GET(req: Request) {
  return handleCronJobs(req);
}
