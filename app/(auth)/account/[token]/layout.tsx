import type { ReactNode } from "react";
import { SignupProviders } from "@/components/account-signup/signup-providers";

/** One toaster and query client for the whole token flow, so a step's toast outlives the move to the next. */
export default function SignupFlowLayout({ children }: { children: ReactNode }) {
  return <SignupProviders>{children}</SignupProviders>;
}
