import type { Metadata } from "next";
import { ErrorScreen } from "@/components/auth/error-screen";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      body="The page you're looking for doesn't exist or has moved. Check the address, or head back home."
    />
  );
}
