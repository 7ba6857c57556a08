"use client";

import { ImagePlus, X } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ImagePicker } from "@/components/image-library/image-picker";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { CUES_MAX, EXERCISE_NAME_MAX } from "@/lib/workouts/constants";
import { workoutKeys, type AttributeType, type Exercise } from "@/lib/workouts/hooks";
import { ExercisePicture, pictureOf } from "./exercise-picture";

const exerciseForm = z.object({
  name: z.string().trim().min(1, "The name field is required.").max(EXERCISE_NAME_MAX),
  video_url: z.string().trim().max(500),
  cues: z.string().max(CUES_MAX),
  /** One attribute per type at most in this form: type id -> attribute id ("" = none). */
  picks: z.record(z.string(), z.string()),
  picture: z.object({ id: z.number().nullable(), url: z.string().nullable() }),
});
type Values = z.infer<typeof exerciseForm>;

/**
 * Create or edit one of the coach's own exercises: name, a picture from the image library, a
 * YouTube/Vimeo link (the server checks it: 422 on the field), cues, and an attribute per type.
 */
export function ExerciseFormDialog({ exercise, types, userId, onOpenChange }: { exercise: Exercise | null; types: AttributeType[]; userId: number; onOpenChange: (open: boolean) => void }) {
  const [picking, setPicking] = useState(false);
  const picks = Object.fromEntries(types.map((t) => [String(t.id), String(exercise?.attributes.find((a) => a.type_id === t.id)?.id ?? "")]));
  const form = useApiForm<Values>(exerciseForm, {
    defaultValues: { name: exercise?.name ?? "", video_url: exercise?.video_url ?? "", cues: exercise?.cues ?? "", picks, picture: { id: null, url: exercise ? pictureOf(exercise) : null } },
  });
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const body = {
        name: v.name, cues: v.cues, video_url: v.video_url || null, category_id: exercise?.category_id ?? null,
        attribute_ids: Object.values(v.picks).filter(Boolean).map(Number),
        // Left out on update keeps the picture; a newly picked one replaces it.
        ...(v.picture.id ? { image_id: v.picture.id } : exercise ? {} : { image_id: null }),
      };
      return exercise ? api.post("/workout/update-exercise", { body: { id: exercise.id, ...body } }) : api.post("/workout/create-exercise", { body });
    },
    invalidate: [workoutKeys.all],
    success: (r) => r.message,
    form,
    errorFields: { image_id: "picture" },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} size="lg"
      title={exercise ? `Edit “${exercise.name}”` : "New exercise"}
      description="Your own exercise, beside the library’s. Clients see the picture, the video and your cues."
      submitLabel={exercise ? "Save" : "Create"} busyLabel="Saving">
      <TextField name="name" label="Name" required maxLength={EXERCISE_NAME_MAX} autoFocus />
      <Controller
        control={form.control}
        name="picture"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <ExercisePicture src={field.value.url} className="w-32" />
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium">Picture</span>
              <div className="flex gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}><ImagePlus className="size-4" aria-hidden /> {field.value.url ? "Change" : "Choose"}</Button>
                {field.value.url && !exercise && <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange({ id: null, url: null })}><X className="size-4" aria-hidden /> Remove</Button>}
              </div>
            </div>
            {picking && <ImagePicker open onOpenChange={setPicking} type="content-image" userId={userId} onPicked={(img) => { field.onChange({ id: img.id, url: img.url }); setPicking(false); }} />}
          </div>
        )}
      />
      <TextField name="video_url" label="Video" placeholder="https://www.youtube.com/watch?v=…" help="A YouTube or Vimeo link." />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {types.map((t) => (
          <Controller key={t.id} control={form.control} name={`picks.${t.id}`}
            render={({ field }) => (
              <label className="flex flex-col gap-1.5 text-sm font-medium">
                {t.name}
                <NativeSelect value={field.value ?? ""} onChange={field.onChange}>
                  <option value="">None</option>
                  {t.attributes.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
                </NativeSelect>
              </label>
            )}
          />
        ))}
      </div>
      <TextareaField name="cues" label="Cues" rows={3} placeholder="What you tell a client while they do it." maxLength={CUES_MAX} />
    </FormDialog>
  );
}
