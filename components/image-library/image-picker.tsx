"use client";

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { CheckCircle2, CircleAlert, ImageOff, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ListPagination } from "@/components/list/list-panel";
import { ListEmpty } from "@/components/list/list-states";
import { bulkErrorText, CROPPER, IMAGE_MAX_BYTES, IMAGE_MSG, sizeOf, STOCK_DEFAULT_SEARCH, type TypeValue } from "@/lib/image-library/constants";
import { imageCalls, imageKeys, useImageFolders, useImageList, useStockPhotos, type LibraryImage } from "@/lib/image-library/hooks";
import { ApiError } from "@/lib/http/client";
import { CropperDialog, type CropSource } from "./cropper-dialog";
import { ImageDrop } from "./image-drop";
import { ImageGrid, ImageTile } from "./image-grid";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

/** Tabs by number (doc 2 s4): 1 current image or upload, 2 library, 3 stock photos, 4 bulk upload. */
type Tab = "1" | "2" | "3" | "4";

/** A file the single upload refuses before sending (doc 2 s5), or null. */
function refuse(file: File): string | null {
  if (!file.type.startsWith("image/")) return IMAGE_MSG.notImage;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MSG.tooLarge;
  return null;
}

type BulkResult = { name: string; ok: boolean; message?: string };

/**
 * The image picker: one dialog for choosing, uploading, cropping and bulk-uploading images
 * for any place that takes an image (`type` names the size it is cropped to; "all" = free).
 */
export function ImagePicker({
  open,
  onOpenChange,
  type,
  userId,
  current,
  folderId,
  onPicked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: TypeValue;
  userId: number;
  current?: { url: string; name: string } | null;
  folderId?: number;
  onPicked: (image: LibraryImage) => void;
}) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>("1");
  const [loaded, setLoaded] = useState<Tab | null>(null);
  const [crop, setCrop] = useState<CropSource | null>(null);
  const [gif, setGif] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const size = sizeOf(type);

  // A tab's content loads a moment after switching to it (doc 2 s9: 100 ms).
  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(() => setLoaded(tab), CROPPER.timings.tabLoadMs);
    return () => window.clearTimeout(t);
  }, [tab, open]);

  const picked = async (image: LibraryImage) => {
    await refreshAfterWrite(queryClient, [imageKeys.all]);
    onPicked(image);
  };

  const uploadAsIs = async (file: File) => {
    setBusy(true);
    try {
      const res = await imageCalls.upload(file, file.name, { userId, type, size, folderId });
      toast.success(IMAGE_MSG.uploaded);
      await picked(res.response);
    } catch (e) {
      setError((e instanceof ApiError && Object.values(e.body?.errors ?? {}).flat()[0]) || IMAGE_MSG.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  // Pictures chosen from the computer are blob: URLs: freed once the cropper closes.
  const closeCrop = () => {
    if (crop?.src.startsWith("blob:")) URL.revokeObjectURL(crop.src);
    setCrop(null);
  };

  const chooseFile = (file: File) => {
    setError(null);
    const why = refuse(file);
    if (why) return setError(why);
    if (file.type === "image/gif") return setGif(file);
    setCrop({ src: URL.createObjectURL(file), name: file.name });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent size="xl">
          <DialogHeader>
            <DialogTitle>Choose an image</DialogTitle>
            <DialogDescription>{size === "all" ? "Upload a picture, pick one from your library or from the stock photos." : `Pictures for this place are cropped to ${size}.`}</DialogDescription>
          </DialogHeader>
          <DialogBody className="min-h-0 overflow-y-auto">
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <TabsList aria-label="Image source" className="max-w-full overflow-x-auto">
                <TabsTrigger value="1">Upload</TabsTrigger>
                <TabsTrigger value="2">Library</TabsTrigger>
                <TabsTrigger value="3">Stock photos</TabsTrigger>
                <TabsTrigger value="4">Bulk upload</TabsTrigger>
              </TabsList>
              <TabsContent value="1" className="flex flex-col gap-3 pt-4">
                {current && (
                  <figure className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the current image, any host */}
                    <img src={current.url} alt={current.name} className="size-20 rounded-md object-cover" />
                    <figcaption className="text-sm text-muted-foreground">Current image: {current.name}</figcaption>
                  </figure>
                )}
                <ImageDrop label="Drop an image here" hint="JPEG, PNG, GIF or WebP up to 15 MB." onFiles={(f) => chooseFile(f[0])} testId="image-upload-input" />
                {busy && <Spinner label="Uploading" />}
                {error && <p role="alert" className="text-sm text-danger-strong">{error}</p>}
              </TabsContent>
              <TabsContent value="2" className="pt-4">
                {loaded === "2" && <LibraryTab type={type} onPick={(img) => void picked(img)} />}
              </TabsContent>
              <TabsContent value="3" className="pt-4">
                {loaded === "3" && <StockTab onPick={(src, name) => setCrop({ src, name })} />}
              </TabsContent>
              <TabsContent value="4" className="pt-4">
                <BulkTab type={type} userId={userId} folderId={folderId} onDone={() => void refreshAfterWrite(queryClient, [imageKeys.all])} />
              </TabsContent>
            </Tabs>
          </DialogBody>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={gif !== null}
        onOpenChange={(o) => !o && setGif(null)}
        title={IMAGE_MSG.gifTitle}
        description={IMAGE_MSG.gifNote}
        confirmText="Yes"
        cancelText="No"
        onConfirm={() => {
          if (gif) setCrop({ src: URL.createObjectURL(gif), name: gif.name });
          setGif(null);
        }}
        onCancel={() => {
          const file = gif;
          setGif(null);
          if (file) void uploadAsIs(file);
        }}
      />
      <CropperDialog
        source={crop}
        type={type}
        userId={userId}
        folderId={folderId}
        onOpenChange={(o) => !o && closeCrop()}
        onCropped={(img) => {
          closeCrop();
          toast.success(IMAGE_MSG.uploaded);
          void picked(img);
        }}
      />
    </>
  );
}

function LibraryTab({ type, onPick }: { type: TypeValue; onPick: (image: LibraryImage) => void }) {
  const [page, setPage] = useState(1);
  const [sizeOnly, setSizeOnly] = useState(type !== "all");
  const [folder, setFolder] = useState("all");
  const folders = useImageFolders(true);
  const list = useImageList({ page, type, sizeOnly, folderId: folder === "all" ? undefined : Number(folder) });
  const size = sizeOf(type);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          Folder
          <select value={folder} onChange={(e) => (setFolder(e.target.value), setPage(1))} className="h-9 rounded-md border border-input bg-card px-2 text-sm">
            <option value="all">All images</option>
            <option value="0">{IMAGE_MSG.mainFolder}</option>
            {(folders.data ?? []).map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.title}
              </option>
            ))}
          </select>
        </label>
        {type !== "all" && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="accent-primary" checked={sizeOnly} onChange={(e) => (setSizeOnly(e.target.checked), setPage(1))} />
            Only {size} images
          </label>
        )}
      </div>
      {list.isPending ? (
        <Spinner label="Loading images" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger-strong">We couldn’t load your images.</p>
      ) : list.data.total === 0 ? (
        <ListEmpty
          icon={ImageOff}
          title={folder === "all" ? "No images yet" : "No images in this folder"}
          description={folder === "all" ? "Upload one in the first tab, or crop a stock photo: it is kept here for next time." : "Choose another folder, or All images."}
        />
      ) : (
        <>
          <ImageGrid label="Library images" className="xl:grid-cols-4" busy={list.isPlaceholderData}>
            {list.data.data.map((img) => (
              <ImageTile key={img.id} src={img.url} alt={img.name} title={img.name} detail={img.size === "all" ? `${img.width}×${img.height}` : img.size} onSelect={() => onPick(img)} />
            ))}
          </ImageGrid>
          <ListPagination page={page} data={list.data} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function StockTab({ onPick }: { onPick: (src: string, name: string) => void }) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const stock = useStockPhotos(search, page);
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={STOCK_DEFAULT_SEARCH} aria-label="Search stock photos" maxLength={100} className="min-w-0 flex-1" />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      {stock.isPending ? (
        <Spinner label="Loading stock photos" />
      ) : stock.isError ? (
        <p role="alert" className="text-sm text-danger-strong">We couldn’t load stock photos. Please try again.</p>
      ) : (
        <>
          {stock.data.fallback && <p className="text-sm text-muted-foreground">No stock photos match “{search}”. Here are {STOCK_DEFAULT_SEARCH} photos instead.</p>}
          <ImageGrid label="Stock photos" className="xl:grid-cols-4" busy={stock.isPlaceholderData}>
            {stock.data.photos.map((p) => (
              <ImageTile key={String(p.id)} src={p.src.large} alt={p.alt} title={p.alt || "Stock photo"} detail={p.licence} onSelect={() => onPick(p.src.large2x, `${p.alt || "stock photo"}.jpg`)} />
            ))}
          </ImageGrid>
          <ListPagination page={page} data={{ last_page: stock.data.last_page, total: stock.data.total_results, per_page: stock.data.per_page }} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function BulkTab({ type, userId, folderId, onDone }: { type: TypeValue; userId: number; folderId?: number; onDone: () => void }) {
  const [results, setResults] = useState<BulkResult[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[]) => {
    const refused: BulkResult[] = [];
    const good = files.filter((f) => {
      const why = refuse(f);
      if (why) refused.push({ name: f.name, ok: false, message: why });
      return !why;
    });
    setBusy(true);
    setResults(refused);
    try {
      if (good.length) {
        const res = await imageCalls.bulk(good, { userId, type, size: sizeOf(type), folderId });
        const failed = new Map(res.errors.map((e) => [e.index, e.message]));
        setResults([...refused, ...good.map((f, i) => (failed.has(i) ? { name: f.name, ok: false, message: bulkErrorText(failed.get(i)!) } : { name: f.name, ok: true }))]);
        onDone();
      }
    } catch (e) {
      const message = (e instanceof ApiError && Object.values(e.body?.errors ?? {}).flat()[0]) || IMAGE_MSG.uploadFailed;
      setResults([...refused, ...good.map((f) => ({ name: f.name, ok: false, message: bulkErrorText(message) }))]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <ImageDrop multiple label="Drop images here" hint="Several at once, each up to 15 MB. They are added to your library as they are." onFiles={(f) => void upload(f)} testId="image-bulk-input" />
      {busy && <Spinner label="Uploading images" />}
      {results.length > 0 && (
        <ul aria-label="Bulk upload results" className="flex flex-col gap-1.5">
          {results.map((r, i) => (
            <li key={`${i}-${r.name}`} className="flex min-w-0 items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              {r.ok ? <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" /> : <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger-strong" />}
              <span className="min-w-0 flex-1 truncate">{r.name}</span>
              <span className={r.ok ? "shrink-0 text-muted-foreground" : "min-w-0 shrink text-danger-strong"}>{r.ok ? "Uploaded" : r.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
