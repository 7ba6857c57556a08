import type { Metadata } from "next";
import type { ReactNode } from "react";
import { currentCtx } from "@/lib/auth/server-session";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "CoachOS", template: "%s · CoachOS" },
  description: "The platform coaches run their business on.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const ctx = await currentCtx();
  return (
    <html lang="en">
      <body>
        <Providers scope={{ locationId: ctx?.locationId ?? null, companyAdminId: ctx?.companyAdminId ?? null }}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
