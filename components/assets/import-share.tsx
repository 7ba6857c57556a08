"use client";

import { useState } from "react";
import Link from "next/link";
import { CircleCheck, Import } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Providers } from "@/components/shell/providers";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";

type Scope = { locationId: number | null; companyAdminId: number | null };

/** The share page's Import action (POST /asset/import-share-link) for a signed-in coach. */
export function ImportShare(props: { code: string; locationName: string | null; item: string; screen: string; scope: Scope }) {
  return (
    <Providers scope={props.scope}>
      <ImportButton {...props} />
    </Providers>
  );
}

function ImportButton({ code, locationName, item, screen }: { code: string; locationName: string | null; item: string; screen: string }) {
  const [done, setDone] = useState(false);
  const importIt = useApiMutation({
    mutationFn: () => api.post("/asset/import-share-link", { body: { code } }),
    success: (d) => d.message,
    onSuccess: () => setDone(true),
  });
  if (done) {
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-foreground">
          <CircleCheck className="size-4 text-success" aria-hidden /> A copy is in {locationName ?? "your account"}.
        </p>
        <Button asChild variant="outline">
          <Link href={screen}>Open {item.toLowerCase()}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" onClick={() => importIt.mutate()} loading={importIt.isPending} loadingText="Importing">
        <Import className="size-4" aria-hidden /> Import
      </Button>
      <p className="text-sm text-muted-foreground">A copy goes into {locationName ?? "the location you are working in"}; later changes here do not reach it.</p>
    </div>
  );
}
