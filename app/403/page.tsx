import type { Metadata } from "next";
import { ErrorScreen } from "@/components/auth/error-screen";

export const metadata: Metadata = { title: "Forbidden" };

export default function ForbiddenPage() {
  return (
    <ErrorScreen
      code="403"
      title="You can't open this"
      body="Your account doesn't have access to this page or action. If you think it should, ask your account owner."
    />
  );
}
