import type { Metadata } from "next";
import { ErrorScreen } from "@/components/auth/error-screen";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * The full-page 404: a guest's unknown address, and notFound() from pages outside the app's
 * shell (public checkout, forms). A signed-in user's unknown address gets the 404 inside the
 * shell instead (proxy.ts). No client component of the shell may be imported here: this
 * boundary's scripts load with every page.
 */
export default function NotFound() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      body="The page you're looking for doesn't exist or has moved. Check the address, or head back home."
    />
  );
}
