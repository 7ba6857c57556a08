import type { ReactNode } from "react";
import { cookies } from "next/headers";
import type { Ctx } from "@/lib/auth/access";
import { TIPS_COOKIE } from "@/lib/shell/constants";
import { loadShellData } from "@/lib/shell/frame-data";
import { Providers } from "./providers";
import { Shell } from "./shell";

/**
 * The signed-in frame around a screen: what the shell shows for this session, rendered in the providers and the client shell. The (app) layout uses it, and so does the
 * global 404 for a signed-in user (an unknown address keeps the shell).
 */
export async function AppFrame({ ctx, children }: { ctx: Ctx; children: ReactNode }) {
  const jar = await cookies();
  const data = await loadShellData(ctx, jar.get(TIPS_COOKIE)?.value);
  return (
    <Providers scope={{ locationId: ctx.locationId, companyAdminId: ctx.companyAdminId }}>
      <Shell data={data}>{children}</Shell>
    </Providers>
  );
}
