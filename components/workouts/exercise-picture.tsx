import { Dumbbell } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** An exercise's first picture (480x270), or the dumbbell icon when it has none. Decorative: the name is beside it. */
export function ExercisePicture({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <span className={cn("relative flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted", className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- static exercise pictures and image-library URLs, any host
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Dumbbell className="size-5 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}

export const pictureOf = (e: { images: string[]; picture: string }) => e.images[0] ?? (e.picture || null);
