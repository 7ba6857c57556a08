import { TokenSignIn } from "@/components/auth/token-sign-in";

/** Opened in a new tab with a landing token (POST /user/generate-landing-token): signs in and lands. */
export default async function LandingLoginPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <TokenSignIn endpoint="/auth/landing-login" body={{ token }} />;
}
