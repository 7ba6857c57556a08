"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { titleFor } from "@/lib/routing/match";
import { PRODUCT_NAME } from "@/lib/shell/constants";
import { hasScreen } from "@/lib/shell/features";

/** One place for every shell screen's <title>: the deepest matching route's title (doc 1 s2). */
export function DocumentTitle() {
  const pathname = usePathname();
  useEffect(() => {
    // A route without its screen yet is a 404: title it so.
    document.title = `${titleFor(hasScreen(pathname) ? pathname : "/404")} · ${PRODUCT_NAME}`;
  }, [pathname]);
  return null;
}
