import type { Metadata } from "next";
import { RegisterForm } from "@/components/account-signup/register-form";
import { GoogleSignIn } from "@/components/auth/google-sign-in";
import { googleConfigured } from "@/lib/auth/google";
import { SignupCard } from "@/components/account-signup/signup-card";
import { SignupProviders } from "@/components/account-signup/signup-providers";

export const metadata: Metadata = { title: "Create Account" };

export default function RegisterPage() {
  return (
    <SignupProviders>
      <SignupCard step={0} title="Create your account" description="Start your free trial. We'll verify your email and mobile phone next.">
        {googleConfigured() ? <GoogleSignIn label="Sign up with Google" /> : null}
        <RegisterForm />
      </SignupCard>
    </SignupProviders>
  );
}
