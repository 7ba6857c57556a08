"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { titleFor } from "@/lib/routing/match";
import { PRODUCT_NAME } from "@/lib/shell/constants";

/** One place for every shell screen's <title>: the deepest matching route's title (doc 1 s2). */
export function DocumentTitle() {
  const pathname = usePathname();
  useEffect(() => {
    document.title = `${titleFor(pathname)} · ${PRODUCT_NAME}`;
  }, [pathname]);
  return null;
}
