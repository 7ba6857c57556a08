"use client";

import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { finishSignIn } from "@/components/auth/finish-sign-in";
import { MSG_ACTIVATED } from "@/lib/account-signup/constants";
import { signupApi } from "@/lib/account-signup/hooks";

/**
 * RegistrationFinish: activation creates the account, answers the access token, and the
 * browser session is made from it exactly as a sign-in does; then the landing route.
 */
export function FinishStep({ token, planId }: { token: string; planId: number }) {
  const activate = useApiMutation({
    mutationFn: () => signupApi.activate(token, planId),
    success: MSG_ACTIVATED,
    onSuccess: (res) => {
      void finishSignIn(res.access_token).catch(() => window.location.assign("/login"));
    },
  });
  return (
    <Button
      className="w-full"
      loading={activate.isPending || activate.isSuccess}
      loadingText={activate.isSuccess ? "Signing you in" : "Activating"}
      onClick={() => activate.mutate(undefined)}
    >
      Activate account and start trial
    </Button>
  );
}
