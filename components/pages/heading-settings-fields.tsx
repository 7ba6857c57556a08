"use client";

import { Controller, useFormContext } from "react-hook-form";
import { SelectField, TextField } from "@/components/form/api-form";
import { ColorField } from "@/components/color/color-field";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { FONT_FAMILIES, FONT_WEIGHTS } from "@/lib/pages/constants";
import type { PageEditorInput } from "@/lib/pages/editor-form";

/** A headline's font and shadow settings (doc 2 s3, s9): Inter, Roboto or Poppins, 100–900, size, colour, shadow. */
export function HeadingSettingsFields({ name, legend }: { name: "headline_setting" | "subheadline_setting"; legend: string }) {
  const { control, watch } = useFormContext<PageEditorInput>();
  const shadow = watch(`${name}.shadow`);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField<PageEditorInput> name={`${name}.font_family`} label="Font">
          {FONT_FAMILIES.map((f) => (
            <option key={f} value={f}>{f}</option>
          ))}
        </SelectField>
        <SelectField<PageEditorInput> name={`${name}.font_weight`} label="Weight">
          {FONT_WEIGHTS.map((w) => (
            <option key={w} value={w}>{w}</option>
          ))}
        </SelectField>
        <TextField<PageEditorInput> name={`${name}.font_size`} label="Size (px)" type="number" inputMode="numeric" min={8} max={200} />
      </div>
      <ColorField<PageEditorInput> name={`${name}.font_color`} label="Colour" />
      <Controller
        control={control}
        name={`${name}.shadow`}
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id={`${name}-shadow`} checked={!!field.value} onCheckedChange={field.onChange} />
            <Label htmlFor={`${name}-shadow`}>Text shadow</Label>
          </div>
        )}
      />
      {shadow && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <TextField<PageEditorInput> name={`${name}.shadow_x`} label="Shadow X (px)" type="number" inputMode="numeric" />
          <TextField<PageEditorInput> name={`${name}.shadow_y`} label="Shadow Y (px)" type="number" inputMode="numeric" />
          <TextField<PageEditorInput> name={`${name}.shadow_blur`} label="Blur (px)" type="number" inputMode="numeric" min={0} />
          <ColorField<PageEditorInput> name={`${name}.shadow_color`} label="Shadow colour" className="sm:col-span-3" />
        </div>
      )}
    </fieldset>
  );
}
