"use client";

import { useRouter } from "next/navigation";
import { Providers } from "@/components/shell/providers";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";

/**
 * The unsubscribe page's one action. Unsubscribing happens only on this press (a POST): mail
 * scanners prefetch every GET link in an email. Then the location's recovery page opens with
 * the address and its signed token, so "Resubscribe" there works at once.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <Press token={token} />
    </Providers>
  );
}

function Press({ token }: { token: string }) {
  const router = useRouter();
  const go = useApiMutation({
    mutationFn: () => api.post("/email-log/unsubscribe/{token}", { params: { token }, body: {} }),
    onSuccess: (r) => router.push(`/resubscribes/${r.recovery_page_id}?email=${encodeURIComponent(r.email)}&token=${encodeURIComponent(r.token)}&unsubscribed=1`),
  });
  return (
    <Button type="button" className="w-full" onClick={() => go.mutate()} disabled={go.isPending || go.isSuccess}>
      {go.isPending ? <><Spinner /> Unsubscribing</> : "Unsubscribe"}
    </Button>
  );
}
