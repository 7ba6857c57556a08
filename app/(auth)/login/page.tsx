import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { GoogleSignIn, SocialError } from "@/components/auth/google-sign-in";
import { LoginForm } from "@/components/auth/login-form";
import { googleConfigured } from "@/lib/auth/google";
import { socialErrorMessage } from "@/lib/auth/social-errors";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { loginAction } from "../actions";

export const metadata: Metadata = { title: "Login" };

const RESET_DONE = "Your password has been reset. You can now log in.";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * Rendered on the server with the search params read here (not in a client component
 * under Suspense), so the form is in the first HTML and posts without JavaScript.
 */
export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const socialError = socialErrorMessage(one(sp.social_error), one(sp.error));
  return (
    <AuthCard title="Welcome back" description="Sign in to run your coaching business.">
      {socialError ? <SocialError message={socialError} /> : null}
      {googleConfigured() ? <GoogleSignIn label="Sign in with Google" /> : null}
      <LoginForm
        action={loginAction}
        callbackUrl={safeLocalPath(one(sp.callbackUrl))}
        notice={one(sp.reset) === "done" ? RESET_DONE : undefined}
      />
    </AuthCard>
  );
}
