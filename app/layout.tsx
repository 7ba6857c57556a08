import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "CoachOS", template: "%s · CoachOS" },
  description: "The platform coaches run their business on.",
  // Files in public/ (regenerated from public/icon.svg by scripts/icons.ts).
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "32x32" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = { themeColor: "#1a66d4" };

// Every page carries its response's CSP nonce (proxy.ts), which Next only adds when it
// renders per request: no page may be prerendered.
export const dynamic = "force-dynamic";

// Providers live in the layouts that need them ((app) has the query client and session
// scope), so sign-in and public pages ship only what they use.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
