"use client";

import { useEffect, useRef, useState } from "react";
import Cropper, { type ReactCropperElement } from "react-cropper";
import "cropperjs/dist/cropper.css";
import { FlipHorizontal2, FlipVertical2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { CROPPER, hasLogoSwitch, IMAGE_MSG, parseSize, sizeOf, URL_LIKE, type TypeValue } from "@/lib/image-library/constants";
import { imageCalls, type LibraryImage } from "@/lib/image-library/hooks";
import { ApiError } from "@/lib/http/client";
import { cn } from "@/lib/utils/cn";

export type CropSource = { src: string; name: string; originalId?: number };

/** The server's image messages for a failed crop upload, then the spec's failure line (doc 2 s5). */
function cropErrors(e: unknown): string[] {
  const listed = e instanceof ApiError ? Object.values(e.body?.errors ?? {}).flat() : [];
  return [...new Set([...listed, IMAGE_MSG.uploadFailed])];
}

/** Turns the canvas into a file: JPEG sources stay JPEG, everything else (transparency) PNG. */
const canvasBlob = (canvas: HTMLCanvasElement, jpeg: boolean) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("empty crop"))), jpeg ? "image/jpeg" : "image/png", 0.9));

/**
 * The Cropper modal (doc 2 s4, s5, s9): react-cropper with the options of CROPPER, flip
 * controls, the 180x60 / 180x180 switch for logos, "MINIMUM IMAGE SIZE IS {size}". The Crop
 * button waits until the cropper is ready (readyMs after load) and while busy ("Cropping").
 * A remote address is read through url-to-blob first; a path or blob: URL is used as is.
 */
export function CropperDialog(props: {
  source: CropSource | null;
  type: TypeValue;
  userId: number;
  folderId?: number;
  onOpenChange: (open: boolean) => void;
  onCropped: (image: LibraryImage) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={props.source !== null} onOpenChange={(o) => !busy && props.onOpenChange(o)}>
      <DialogContent size="lg" dismissOnOutsideClick={false}>
        {/* A new source starts a fresh cropper: every piece of state below belongs to one picture. */}
        {props.source && <CropperBody key={props.source.src} {...props} source={props.source} busy={busy} setBusy={setBusy} />}
      </DialogContent>
    </Dialog>
  );
}

function CropperBody({
  source,
  type,
  userId,
  folderId,
  onOpenChange,
  onCropped,
  busy,
  setBusy,
}: {
  source: CropSource;
  type: TypeValue;
  userId: number;
  folderId?: number;
  onOpenChange: (open: boolean) => void;
  onCropped: (image: LibraryImage) => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const ref = useRef<ReactCropperElement>(null);
  const remote = URL_LIKE.test(source.src);
  const [fetched, setFetched] = useState<{ url: string; jpeg: boolean } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [size, setSize] = useState(() => sizeOf(type));
  const flips = useRef({ x: 1, y: 1 });
  const src = remote ? fetched?.url : source.src;
  const jpeg = remote ? Boolean(fetched?.jpeg) : /\.jpe?g($|\?)/i.test(source.src) || /\.jpe?g$/i.test(source.name);

  // A remote address is read through our server (no cross-origin canvas); the blob URL is freed after.
  useEffect(() => {
    if (!remote) return;
    let live = true;
    let made: string | null = null;
    imageCalls
      .urlToBlob(source.src)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setFetched({ url: made, jpeg: blob.type === "image/jpeg" });
      })
      .catch(() => live && setLoadError(IMAGE_MSG.urlFailed));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [remote, source.src]);

  const wh = parseSize(size);
  const ratio = wh ? wh.width / wh.height : NaN;

  // Switching the logo size changes the aspect ratio (3:1 or 1:1).
  useEffect(() => {
    if (ready) ref.current?.cropper?.setAspectRatio(ratio);
  }, [ratio, ready]);

  const flip = (axis: "x" | "y") => {
    const c = ref.current?.cropper;
    if (!c) return;
    flips.current[axis] *= -1;
    if (axis === "x") c.scaleX(flips.current.x);
    else c.scaleY(flips.current.y);
  };

  const crop = async () => {
    const c = ref.current?.cropper;
    if (!c) return;
    setBusy(true);
    setErrors([]);
    try {
      const canvas = wh ? c.getCroppedCanvas({ width: wh.width, height: wh.height, imageSmoothingQuality: "high" }) : c.getCroppedCanvas({ maxWidth: 2560, maxHeight: 2560, imageSmoothingQuality: "high" });
      const blob = await canvasBlob(canvas, jpeg);
      const base = source.name.replace(/\.[a-z0-9]+$/i, "") || "image";
      const res = await imageCalls.upload(blob, `${base}.${jpeg ? "jpg" : "png"}`, { userId, type, size, folderId, originalId: source.originalId });
      onCropped(res.response);
    } catch (e) {
      setErrors(cropErrors(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{IMAGE_MSG.cropperTitle}</DialogTitle>
        <DialogDescription>{size !== "all" ? IMAGE_MSG.minimumSize(size) : "Drag the picture and the frame to choose what to keep."}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => flip("y")} disabled={!ready}>
            <FlipVertical2 aria-hidden="true" /> Flip vertical
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => flip("x")} disabled={!ready}>
            <FlipHorizontal2 aria-hidden="true" /> Flip horizontal
          </Button>
          {hasLogoSwitch(type) && (
            <div role="group" aria-label="Logo size" className="ml-auto flex gap-1">
              {[CROPPER.logo.wide, CROPPER.logo.square].map((s) => (
                <Button key={s} type="button" size="sm" variant={size === s ? "default" : "outline"} aria-pressed={size === s} onClick={() => setSize(s)}>
                  {s}
                </Button>
              ))}
            </div>
          )}
        </div>
        <div className="overflow-hidden rounded-md bg-muted" style={{ height: CROPPER.imageHeight }}>
          {loadError ? (
            <p role="alert" className="p-4 text-sm text-danger-strong">{loadError}</p>
          ) : src ? (
            <Cropper
              ref={ref}
              src={src}
              alt={`Cropping ${source.name}`}
              style={{ height: CROPPER.imageHeight, width: "100%" }}
              {...CROPPER.options}
              aspectRatio={ratio}
              checkOrientation={false}
              ready={() => window.setTimeout(() => setReady(true), CROPPER.timings.readyMs)}
            />
          ) : (
            <div className="flex h-full items-center justify-center">
              <Spinner label="Loading image" />
            </div>
          )}
        </div>
        {errors.length > 0 && (
          <ul role="alert" className="flex flex-col gap-1 text-sm text-danger-strong">
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" onClick={() => void crop()} disabled={!ready || busy} className={cn(busy && "cursor-wait")}>
          {busy && <Spinner size="sm" label="" />}
          {busy ? "Cropping" : "Crop"}
        </Button>
      </DialogFooter>
    </>
  );
}
