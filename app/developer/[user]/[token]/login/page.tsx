import { TokenSignIn } from "@/components/auth/token-sign-in";

export default async function DeveloperLoginPage({ params }: { params: Promise<{ user: string; token: string }> }) {
  const { user, token } = await params;
  return (
    <TokenSignIn endpoint={`/developer/${encodeURIComponent(user)}/${encodeURIComponent(token)}/login`} />
  );
}
