"use client";

import { Copy, Dumbbell, MoreHorizontal, Pencil, Plus, SlidersHorizontal, Star, Tags, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListSearch } from "@/components/list/list-search";
import { ListPagination } from "@/components/list/list-panel";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { cn } from "@/lib/utils/cn";
import { useAttributeTypes, useCustomAttributeTypes, useExercises, workoutKeys, type Exercise, type ExerciseQuery } from "@/lib/workouts/hooks";
import { AttributeTypesDialog } from "./attribute-types-dialog";
import { ExerciseFormDialog } from "./exercise-form-dialog";
import { ExercisePicture, pictureOf } from "./exercise-picture";

const SOURCES = [
  { value: "all", label: "All" },
  { value: "system", label: "Library" },
  { value: "custom", label: "Yours" },
  { value: "favourites", label: "Favourites" },
] as const;
type Source = (typeof SOURCES)[number]["value"];
const PER_PAGE = 24;

/**
 * The exercise library (/workouts-ui): the 873 library exercises and the coach's own, searched
 * forgivingly ("db bench"), filtered by attributes, favourites marked per location. Library
 * exercises are read-only: Duplicate makes an own copy to edit.
 */
export function ExerciseLibrary({ userId, may }: { userId: number; may: { create: boolean; update: boolean; delete: boolean } }) {
  const [search, setSearch] = useState("");
  const [source, setSource] = useState<Source>("all");
  const [filters, setFilters] = useState<Record<number, string>>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Exercise | "new" | null>(null);
  const [removing, setRemoving] = useState<Exercise | null>(null);
  const [attrs, setAttrs] = useState(false);
  const listed = useAttributeTypes();
  const custom = useCustomAttributeTypes();
  const types = useMemo(() => [...(listed.data ?? []), ...(custom.data ?? [])], [listed.data, custom.data]);
  const attributeIds = Object.values(filters).filter(Boolean).join(",");
  const query: ExerciseQuery = {
    page, per_page: PER_PAGE, ...(search ? { search } : {}), ...(attributeIds ? { attribute_ids: attributeIds } : {}),
    ...(source === "favourites" ? { favourites: "1" as const } : { source }),
  };
  const list = useExercises(query);
  const filtered = !!attributeIds || source !== "all";
  const reset = (fn: () => void) => { fn(); setPage(1); };

  const favourite = useApiMutation({
    mutationFn: (e: Exercise) => api.patch("/workout/update-favourite-exercise", { body: { id: e.id, favourite: !e.is_favourite } }),
    invalidate: [["workouts", "exercises"]],
  });
  const duplicate = useApiMutation({
    mutationFn: (e: Exercise) => api.post("/workout/duplicate-exercise", { body: { id: e.id } }),
    invalidate: [["workouts", "exercises"]],
    success: (r) => r.message,
    onSuccess: (r) => setEditing(r.data),
  });
  const remove = useApiMutation({
    mutationFn: (e: Exercise) => api.delete("/workout/delete-exercise", { body: { id: e.id } }),
    invalidate: [workoutKeys.all],
    success: (r) => r.message,
  });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            Exercise library
            {list.data && <Badge variant="neutral">{formatCount(list.data.total, "exercise")}</Badge>}
          </h1>
          <p className="text-[13px] text-muted-foreground">Every exercise you build workouts from: the library’s, with pictures, and your own.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {may.create && <Button variant="outline" onClick={() => setAttrs(true)}><Tags className="size-4" aria-hidden /> Attributes</Button>}
          {may.create && <Button onClick={() => setEditing("new")}><Plus className="size-4" aria-hidden /> New exercise</Button>}
        </div>
      </div>

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <ListSearch value={search} onSearch={(s) => reset(() => setSearch(s))} label="Search exercises" placeholder="Search: db bench, pullup, lunge…" maxLength={100} className="w-full sm:w-80" />
          <div role="group" aria-label="Which exercises" className="flex flex-wrap gap-1 rounded-md bg-muted p-1">
            {SOURCES.map((s) => (
              <button key={s.value} type="button" aria-pressed={source === s.value} onClick={() => reset(() => setSource(s.value))}
                className={cn("rounded px-3 py-1 text-[13px] font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring", source === s.value && "bg-card text-foreground shadow-sm")}>
                {s.label}
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SlidersHorizontal className="size-4 text-muted-foreground" aria-hidden />
          {types.filter((t) => t.attributes.length).map((t) => (
            <NativeSelect key={t.id} aria-label={t.name} value={filters[t.id] ?? ""} onChange={(e) => reset(() => setFilters((f) => ({ ...f, [t.id]: e.target.value })))} wrapperClassName="w-full sm:w-44" className="h-8">
              <option value="">{`Any ${t.name.toLowerCase()}`}</option>
              {t.attributes.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </NativeSelect>
          ))}
          {attributeIds && <Button variant="ghost" size="sm" onClick={() => reset(() => setFilters({}))}>Clear filters</Button>}
        </div>
      </div>

      {list.isError && !list.data ? (
        <ListError title="We couldn’t load the library" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" role="status" aria-label="Loading exercises">
          {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="aspect-[4/3] w-full rounded-lg" />)}
        </div>
      ) : !list.data?.data.length ? (
        <ListEmpty icon={Dumbbell}
          title={search ? `No exercises match “${search}”` : source === "favourites" ? "No favourites yet" : source === "custom" ? "No exercises of your own yet" : "No exercises match these filters"}
          description={search ? "Try fewer letters or another word: “db” finds dumbbell, “bb” barbell." : source === "favourites" ? "Star the exercises you use most to find them here." : source === "custom" ? "Create one, or duplicate a library exercise to make it yours." : "Clear a filter to see more."}
          action={search ? <Button variant="outline" onClick={() => reset(() => setSearch(""))}>Clear search</Button> : filtered && attributeIds ? <Button variant="outline" onClick={() => reset(() => setFilters({}))}>Clear filters</Button> : undefined} />
      ) : (
        <>
          <ul className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4", list.isPlaceholderData && "opacity-60")} aria-label="Exercises" aria-busy={list.isFetching}>
            {list.data.data.map((e) => (
              <li key={e.id}>
                <ExerciseCard exercise={e} may={may} onFavourite={() => void favourite.mutateAsync(e).catch(() => {})} onEdit={() => setEditing(e)}
                  onDuplicate={() => void duplicate.mutateAsync(e).catch(() => {})} onDelete={() => setRemoving(e)} />
              </li>
            ))}
          </ul>
          <ListPagination page={page} data={list.data} onPage={setPage} />
        </>
      )}

      {editing && <ExerciseFormDialog exercise={editing === "new" ? null : editing} types={types} userId={userId} onOpenChange={(o) => !o && setEditing(null)} />}
      {attrs && <AttributeTypesDialog types={types} onOpenChange={setAttrs} />}
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title="Are you sure?"
        description={`Delete “${removing?.name}”? It is removed from every workout that uses it.`} confirmText="Delete" busyText="Deleting" tone="danger"
        onConfirm={async () => { if (removing) await remove.mutateAsync(removing).catch(() => {}); }} />
    </div>
  );
}

function ExerciseCard({ exercise: e, may, onFavourite, onEdit, onDuplicate, onDelete }: {
  exercise: Exercise; may: { create: boolean; update: boolean; delete: boolean }; onFavourite: () => void; onEdit: () => void; onDuplicate: () => void; onDelete: () => void;
}) {
  const muscles = e.attributes.filter((a) => a.type_id === 3).slice(0, 2);
  const equipment = e.attributes.find((a) => a.type_id === 4);
  return (
    <article aria-label={e.name} className="group flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ExercisePicture src={pictureOf(e)} className="w-full rounded-none" />
        <span className="absolute top-2 left-2">{e.is_system ? <Badge variant="outline">Library</Badge> : <Badge variant="primary">Yours</Badge>}</span>
        {may.update && (
          <button type="button" onClick={onFavourite} aria-pressed={e.is_favourite} aria-label={`Favourite ${e.name}`}
            className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-card/90 shadow-sm outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring">
            <Star className={cn("size-4", e.is_favourite ? "fill-warning text-warning-strong" : "text-muted-foreground")} aria-hidden />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start gap-2">
          <h2 className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold">{e.name}</h2>
          {(may.create || (!e.is_system && (may.update || may.delete))) && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`${e.name} actions`}><MoreHorizontal className="size-4" aria-hidden /></Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {!e.is_system && may.update && <DropdownMenuItem onSelect={onEdit}><Pencil className="size-4" aria-hidden /> Edit</DropdownMenuItem>}
                {may.create && <DropdownMenuItem onSelect={onDuplicate}><Copy className="size-4" aria-hidden /> {e.is_system ? "Duplicate to edit" : "Duplicate"}</DropdownMenuItem>}
                {!e.is_system && may.delete && (
                  <>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem variant="danger" onSelect={onDelete}><Trash2 className="size-4" aria-hidden /> Delete</DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-1">
          {muscles.map((m) => <Badge key={m.id} variant="neutral">{m.name}</Badge>)}
          {equipment && <Badge variant="outline">{equipment.name}</Badge>}
        </div>
      </div>
    </article>
  );
}
