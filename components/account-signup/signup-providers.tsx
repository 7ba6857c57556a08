"use client";

import type { ReactNode } from "react";
import { ErrorDialogs } from "@/components/shell/error-dialogs";
import { Providers } from "@/components/shell/providers";

/**
 * The sign-up screens call the API from the browser (toasts, the shared error handler and
 * its "already registered" dialog), so unlike the other guest screens they carry the query
 * client, the toaster and the shell's error dialogs. No session yet: no scope headers.
 */
export function SignupProviders({ children }: { children: ReactNode }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      {children}
      <ErrorDialogs />
    </Providers>
  );
}
