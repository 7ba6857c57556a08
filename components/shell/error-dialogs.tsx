"use client";

import { useSyncExternalStore } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDialogStore } from "@/lib/http/error-store";
import { MSG_LIMIT_TITLE, MSG_SESSION_EXPIRED, MSG_SESSION_EXPIRED_TITLE } from "@/lib/http/error-rules";
import { CHANGE_PLAN, CHANGE_PLAN_HREF, EMAIL_EXISTS_TITLE } from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";

const getServerSnapshot = () => null;

/**
 * The shell-wide dialogs raised by the shared error handler (doc 1 s8): session expired,
 * email already registered, plan limit exceeded. Confirm colour and danger deny button come
 * from ConfirmDialog's tokens; none closes on an outside click.
 */
export function ErrorDialogs() {
  const router = useRouter();
  const dialog = useSyncExternalStore(errorDialogStore.subscribe, errorDialogStore.get, getServerSnapshot);
  const close = (open: boolean) => {
    if (!open) errorDialogStore.set(null);
  };

  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === "session-expired"}
        onOpenChange={close}
        title={MSG_SESSION_EXPIRED_TITLE}
        description={MSG_SESSION_EXPIRED}
        confirmText="Ok"
        dangerCancel
        onConfirm={() => {
          window.location.reload();
          // Keep the dialog up while the page reloads.
          return new Promise<void>(() => {});
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === "email-exists"}
        onOpenChange={close}
        title={EMAIL_EXISTS_TITLE}
        description={dialog?.kind === "email-exists" ? dialog.message : undefined}
        confirmText="Login"
        dangerCancel
        onConfirm={() => {
          errorDialogStore.set(null);
          window.location.assign("/login");
        }}
      >
        <p className="text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link
            href="/login"
            onClick={() => errorDialogStore.set(null)}
            className="rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Log in here
          </Link>
          .
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === "limit"}
        onOpenChange={close}
        title={MSG_LIMIT_TITLE}
        description={dialog?.kind === "limit" ? dialog.message : undefined}
        // Until the billing screen lands there is no plan to change from here: just acknowledge.
        confirmText={hasScreen(CHANGE_PLAN_HREF) ? CHANGE_PLAN : "Ok"}
        dangerCancel
        onConfirm={() => {
          if (hasScreen(CHANGE_PLAN_HREF)) router.push(CHANGE_PLAN_HREF);
          else errorDialogStore.set(null);
        }}
      />
    </>
  );
}
