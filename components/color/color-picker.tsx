"use client";

import { useState } from "react";
import { HexColorPicker } from "react-colorful";
import { Star, X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { FAVORITE_COLORS_MAX, HEX_COLOR } from "@/lib/favorite-colors/constants";
import { useFavoriteColorChange, useFavoriteColors } from "@/lib/favorite-colors/hooks";
import { cn } from "@/lib/utils/cn";
import type { FieldControlProps } from "@/components/ui/field";

/**
 * The one colour picker (react-colorful): a swatch button and the hex text; the swatch opens the
 * picker with the location's favourite colours (click one to use it, the star keeps the current
 * colour, × removes a favourite; 24 at most).
 */
export function ColorPicker({ value, onChange, label, controlProps, disabled }: { value: string; onChange: (hex: string) => void; label: string; controlProps?: Partial<FieldControlProps>; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  // The typed text follows outside changes of the value (picker, favourites, a form reset).
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const favorites = useFavoriteColors(open);
  const { add, remove } = useFavoriteColorChange();
  const list = favorites.data?.data ?? [];
  const kept = list.some((f) => f.color.toLowerCase() === value.toLowerCase());
  const valid = HEX_COLOR.test(value);

  return (
    <div className="flex items-center gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            disabled={disabled}
            aria-label={`Pick ${label.toLowerCase()}`}
            className="size-9 shrink-0 rounded-md border border-input shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            style={{ backgroundColor: valid ? value : "transparent" }}
          />
        </PopoverTrigger>
        <PopoverContent aria-label={label} className="flex w-60 flex-col gap-3">
          <HexColorPicker color={valid ? value : "#000000"} onChange={onChange} style={{ width: "100%" }} />
          <div>
            <div className="mb-1.5 flex items-center justify-between">
              <p className="text-xs font-medium text-muted-foreground">Favorite colors</p>
              <button
                type="button"
                disabled={!valid || kept || list.length >= FAVORITE_COLORS_MAX || add.isPending}
                onClick={() => add.mutate(value)}
                className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary-strong hover:underline disabled:text-muted-foreground disabled:no-underline"
              >
                <Star className="size-3.5" aria-hidden="true" />
                {kept ? "Saved" : "Save color"}
              </button>
            </div>
            {list.length === 0 ? (
              <p className="text-xs text-muted-foreground">Save colors you use often to find them here.</p>
            ) : (
              <ul className="grid grid-cols-8 gap-1.5" aria-label="Favorite colors">
                {list.map((f) => (
                  <li key={f.id} className="group relative">
                    <button
                      type="button"
                      aria-label={`Use ${f.color}`}
                      onClick={() => onChange(f.color)}
                      className={cn("size-6 rounded-sm border border-border focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring", f.color === value.toLowerCase() && "ring-2 ring-ring ring-offset-1")}
                      style={{ backgroundColor: f.color }}
                    />
                    <button
                      type="button"
                      aria-label={`Remove ${f.color} from favorites`}
                      onClick={() => remove.mutate(f.id)}
                      className="absolute -top-1.5 -right-1.5 hidden size-4 items-center justify-center rounded-full border border-border bg-card text-muted-foreground group-hover:flex group-focus-within:flex"
                    >
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </PopoverContent>
      </Popover>
      <Input
        {...controlProps}
        value={text}
        disabled={disabled}
        maxLength={7}
        spellCheck={false}
        className="w-28 font-mono uppercase"
        onChange={(e) => {
          const next = e.target.value.startsWith("#") ? e.target.value : `#${e.target.value}`;
          setText(next);
          if (HEX_COLOR.test(next)) onChange(next.toLowerCase());
        }}
        onBlur={() => setText(value)}
      />
    </div>
  );
}
