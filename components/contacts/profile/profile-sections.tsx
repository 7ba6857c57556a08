"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AnySection, ProfileContext } from "./registry";
import { PROFILE_SECTIONS } from "./sections";

/**
 * The profile's registered sections in two columns (one below lg). Each slot loads its own
 * data; a section that turns out to have no content is not rendered at all.
 */
export function ProfileSections({ ctx, initial }: { ctx: ProfileContext; initial: Readonly<Record<string, unknown>> }) {
  const column = (c: "side" | "main") => PROFILE_SECTIONS.filter((s) => s.column === c && (s.visible?.(ctx.access) ?? true)).sort((a, b) => a.order - b.order);
  return (
    <div className="grid min-w-0 items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {(["side", "main"] as const).map((c) => (
        <div key={c} className="flex min-w-0 flex-col gap-5">
          {column(c).map((s) => (
            <SectionSlot key={s.id} section={s} ctx={ctx} initial={initial[s.id]} />
          ))}
        </div>
      ))}
    </div>
  );
}

function SectionSlot({ section, ctx, initial }: { section: AnySection; ctx: ProfileContext; initial: unknown }) {
  const { data, isError } = section.useData(ctx.contact.id, initial);
  // A section that failed to load is left out: the rest of the profile still works (doc 1 s8: list loads only log).
  if (isError) return null;
  if (data === undefined) return <SectionLoading title={section.title} />;
  if (!section.hasContent(data as never, ctx)) return null;
  const { Component } = section;
  return <Component data={data as never} ctx={ctx} />;
}

function SectionLoading({ title }: { title: string }) {
  return (
    <Card className="min-w-0" aria-busy="true">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <span className="sr-only">Loading {title.toLowerCase()}</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </CardContent>
    </Card>
  );
}
