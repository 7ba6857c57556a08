import { serveFile } from "@/lib/platform/files/serve";

// Outside /api/v3 (not JSON) and outside the proxy's matcher (it skips api/): access is
// decided per file in serveFile, public files need no session.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return serveFile(req, (await params).key);
}
