import { TokenSignIn } from "@/components/auth/token-sign-in";
import { decodeAutoLoginQuery } from "@/lib/routing/auto-login";

export default async function AutoLoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ redirect?: string; query?: string }>;
}) {
  const { token } = await params;
  const sp = await searchParams;
  return (
    <TokenSignIn
      endpoint="/auth/auto-login"
      body={{ token }}
      target={decodeAutoLoginQuery(sp.redirect ?? null, sp.query ?? null)}
    />
  );
}
