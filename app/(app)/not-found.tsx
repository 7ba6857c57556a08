import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/shell/not-found-panel";

export const metadata: Metadata = { title: "Page Not Found" };

/** notFound() from an app screen: the (app) layout keeps the shell around it. */
export default function AppNotFound() {
  return <NotFoundPanel />;
}
