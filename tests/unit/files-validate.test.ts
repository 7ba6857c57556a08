import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/http/errors";
import { MAX_BYTES, MSG, tooLargeMessage } from "../../lib/platform/files/constants";
import { normalizeImage } from "../../lib/platform/files/images";
import { getFileUrl, newStorageKey } from "../../lib/platform/files/index";
import { resolveInside } from "../../lib/platform/files/local-store";
import { contentDisposition } from "../../lib/platform/files/serve";
import { currentProvider, storeFor } from "../../lib/platform/files/stores";
import { checkUpload, extensionOf, isPlainText, safeName } from "../../lib/platform/files/validate";

const text = (s: string) => new TextEncoder().encode(s);
const pngBytes = () => sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();

/** The 422 field message checkUpload throws, or "ok". */
async function verdict(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await checkUpload(name, bytes);
    return "ok";
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expect(e.status).toBe(422);
    return (e.body.errors as Record<string, string[]>).file[0];
  }
}

describe("upload limits", () => {
  it("uses the spec's 15 MB (15728640 bytes) and message for images", () => {
    expect(MAX_BYTES.image).toBe(15728640);
    expect(tooLargeMessage("image")).toBe("The image may not be greater than 15MB.");
    expect(tooLargeMessage("document")).toBe("The document may not be greater than 25MB.");
  });

  it("accepts an image of exactly 15728640 bytes and refuses one byte more", async () => {
    const head = await pngBytes();
    const at = new Uint8Array(15728640);
    at.set(head);
    expect(await verdict("a.png", at)).toBe("ok");
    const over = new Uint8Array(15728641);
    over.set(head);
    expect(await verdict("a.png", over)).toBe(MSG.imageTooLarge);
  });

  it("checks size before content, so a huge fake gets the size message", async () => {
    expect(await verdict("a.png", new Uint8Array(16 * 1024 * 1024))).toBe(MSG.imageTooLarge);
  });
});

describe("extension and content", () => {
  it("accepts real images under any image extension and reports the decoded format", async () => {
    const png = await pngBytes();
    const jpg = await sharp(png).jpeg().toBuffer();
    expect(await checkUpload("a.PNG", png)).toMatchObject({ kind: "image", ext: "png", mime: "image/png", imageFormat: "png" });
    // A JPEG saved as .png is still a photo: the bytes decide.
    expect(await checkUpload("a.png", jpg)).toMatchObject({ kind: "image", ext: "jpg", mime: "image/jpeg", imageFormat: "jpg" });
    expect(await checkUpload("a.jpeg", jpg)).toMatchObject({ ext: "jpg" });
  });

  it("never accepts SVG, HTML or text as an image", async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await verdict("a.svg", svg)).toMatch(/^The file must be a file of type:/);
    expect(await verdict("a.png", svg)).toBe(MSG.contentMismatch);
    expect(await verdict("a.png", text("<html></html>"))).toBe(MSG.contentMismatch);
  });

  it("stores only what sharp re-encoded: a polyglot with an image signature is refused when decoded", async () => {
    const polyglot = text("GIF89a<html><script>alert(1)</script></html>");
    expect(await verdict("a.gif", polyglot)).toBe("ok"); // the signature is a GIF's...
    await expect(normalizeImage(polyglot, "gif")).rejects.toMatchObject({ status: 422, message: MSG.imageUnreadable });
    const real = await normalizeImage(await pngBytes(), "png");
    expect(real).toMatchObject({ ext: "png", mime: "image/png", width: 4, height: 4 });
  });

  it("keeps a GIF's animation and reports one frame's size", async () => {
    const frame = (c: string) => sharp({ create: { width: 40, height: 20, channels: 3, background: c } }).png().toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } }).gif().toBuffer();
    const out = await normalizeImage(gif, "gif");
    expect(out).toMatchObject({ ext: "gif", mime: "image/gif", width: 40, height: 20 });
    expect((await sharp(out.bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it("refuses executables and unknown extensions whatever they hold", async () => {
    const png = await pngBytes();
    for (const name of ["a.exe", "a.js", "a.html", "a.htm", "a.php", "a.png.exe", "a", ".png", "a.svgz"]) {
      expect(await verdict(name, png), name).toMatch(/^The file must be a file of type:/);
    }
  });

  it("matches documents, audio and video by signature", async () => {
    const pdf = text("%PDF-1.7\n1 0 obj\n");
    expect(await checkUpload("plan.pdf", pdf)).toMatchObject({ kind: "document", mime: "application/pdf" });
    expect(await verdict("plan.docx", pdf)).toBe(MSG.contentMismatch);
    const cfb = new Uint8Array(600);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await checkUpload("old.doc", cfb)).toMatchObject({ kind: "document", mime: "application/msword" });
    expect(await verdict("song.mp3", pdf)).toBe(MSG.contentMismatch);
    expect(await verdict("clip.mp4", text("not a video"))).toBe(MSG.contentMismatch);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(await verdict("report.pdf", exe)).toBe(MSG.contentMismatch);
  });

  it("takes text files only when they are UTF-8 text and not markup", async () => {
    expect(await checkUpload("list.csv", text("a,b\n1,2\n"))).toMatchObject({ kind: "document", mime: "text/csv" });
    expect(await checkUpload("notes.txt", text("\ufeffCafé ✓"))).toMatchObject({ mime: "text/plain" });
    expect(await verdict("notes.txt", text("  <!doctype html><p>hi"))).toBe(MSG.contentMismatch);
    expect(await verdict("notes.csv", text("<svg onload=alert(1)>"))).toBe(MSG.contentMismatch);
    expect(await verdict("notes.txt", new Uint8Array([0x61, 0, 0x62]))).toBe(MSG.contentMismatch);
    expect(await verdict("notes.txt", new Uint8Array([0xff, 0xfe, 0x41]))).toBe(MSG.contentMismatch);
    expect(await verdict("notes.txt", new Uint8Array())).toBe(MSG.fileRequired);
    // Checked to the end, across chunk boundaries: a bad byte after 1 MB still fails.
    const long = new Uint8Array(3 * 1024 * 1024).fill(0x61);
    expect(isPlainText(long)).toBe(true);
    long[2 * 1024 * 1024 + 5] = 0xc3; // a lone lead byte
    expect(isPlainText(long)).toBe(false);
    const split = new Uint8Array(1024 * 1024 + 1).fill(0x61);
    split.set([0xc3, 0xa9], 1024 * 1024 - 1); // "é" across the first boundary
    expect(isPlainText(split)).toBe(true);
  });
});

describe("names and keys", () => {
  it("keeps only a display label of the uploaded name", () => {
    expect(safeName("../../etc/passwd.png")).toBe("passwd.png");
    expect(safeName("C:\\Users\\me\\photo.JPG")).toBe("photo.JPG");
    expect(safeName("a\u0000b\nc.png")).toBe("abc.png");
    expect(safeName("..")).toBe("file");
    expect(safeName("invoice\u202egnp.exe")).toBe("invoicegnp.exe");
    expect(safeName("x".repeat(300) + ".png")).toHaveLength(255);
    expect(extensionOf("archive.tar.GZ")).toBe("gz");
    expect(extensionOf(".png")).toBe("");
  });

  it("generates unguessable keys from the location and date, never from the name", () => {
    const a = newStorageKey(12, "png", new Date(Date.UTC(2025, 0, 5)));
    expect(a).toMatch(/^12\/2025\/01\/[A-Za-z0-9_-]{24}\.png$/);
    expect(newStorageKey(12, "png")).not.toBe(newStorageKey(12, "png"));
  });

  it("resolves keys only inside the uploads folder", () => {
    const root = path.resolve("/srv/data/uploads");
    expect(resolveInside(root, "1/2025/01/abc.png")).toBe(path.join(root, "1/2025/01/abc.png"));
    for (const bad of ["../secret", "1/../../x", "/etc/passwd", "", ".", "a\0b", "../uploads-other/x"]) {
      expect(resolveInside(root, bad), bad).toBeNull();
    }
  });

  it("encodes any stored name into a safe Content-Disposition", () => {
    expect(contentDisposition("inline", "photo.png")).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(contentDisposition("attachment", 'a"b\\c;d%.pdf')).toBe(`attachment; filename="a_b_c_d_.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25.pdf`);
    expect(contentDisposition("attachment", "résumé (1).pdf")).toBe(`attachment; filename="r_sum_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`);
  });
});

describe("mode", () => {
  const saved = process.env.UPLOADTHING_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.UPLOADTHING_TOKEN;
    else process.env.UPLOADTHING_TOKEN = saved;
  });

  it("uses the local disk without UPLOADTHING_TOKEN and UploadThing with it", () => {
    delete process.env.UPLOADTHING_TOKEN;
    expect(currentProvider()).toBe("local");
    expect(storeFor("local").provider).toBe("local");
    expect(() => storeFor("uploadthing")).toThrow(/UPLOADTHING_TOKEN/);
    process.env.UPLOADTHING_TOKEN = Buffer.from(JSON.stringify({ apiKey: "sk_x", appId: "a", regions: ["r"] })).toString("base64");
    expect(currentProvider()).toBe("uploadthing");
    expect(storeFor("uploadthing").provider).toBe("uploadthing");
  });

  it("points public UploadThing files at the CDN and everything else at the app", () => {
    const base = { storageKey: "1/2025/01/k.png", providerUrl: null, visibility: "public" } as const;
    expect(getFileUrl({ ...base, provider: "local" })).toBe("/api/files/1/2025/01/k.png");
    expect(getFileUrl({ ...base, provider: "uploadthing", storageKey: "utkey", providerUrl: "https://a.ufs.sh/f/utkey" })).toBe("https://a.ufs.sh/f/utkey");
    expect(getFileUrl({ ...base, provider: "uploadthing", storageKey: "utkey", providerUrl: "https://a.ufs.sh/f/utkey", visibility: "private" })).toBe("/api/files/utkey");
  });
});
