"use client";

import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { billingKeys } from "@/lib/billing/hooks";
import { planLimitKey } from "@/lib/membership/hooks";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/**
 * A billing change from a confirm dialog: its message as the toast, then the billing screen's
 * data and the plan limits refresh. A 422 names the reason in its message (a limit the lower
 * plan breaks, a declined card): that message is the toast, not the form toast, as there is no
 * form. Anything else goes through the shared handler.
 */
export async function runBilling(queryClient: QueryClient, call: () => Promise<{ message: string }>): Promise<boolean> {
  try {
    const res = await call();
    toast.success(res.message);
    await refreshAfterWrite(queryClient, [billingKeys.all, planLimitKey]);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 422 && err.body?.message && !err.body.limit_exceed) toast.error(err.body.message);
    else handleApiError(err);
    return false;
  }
}
