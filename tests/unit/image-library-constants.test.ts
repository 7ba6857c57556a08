import { describe, expect, it } from "vitest";
import { bulkErrorText, CROPPER, hasLogoSwitch, IMAGE_TYPES, parseSize, sizeOf, sizesFor, uploadLocation, URL_LIKE } from "../../lib/image-library/constants";

describe("image library constants (doc 2 s9)", () => {
  it("has the cropper's options, timings and every size of the table", () => {
    expect(CROPPER.options).toMatchObject({ autoCropArea: 0.75, viewMode: 1, dragMode: "move" });
    expect(CROPPER.imageHeight).toBe(320);
    expect(CROPPER.timings).toEqual({ readyMs: 500, aspectRetryMs: 3000, dropZoneMs: 500, tabLoadMs: 100 });
    expect(IMAGE_TYPES).toHaveLength(25);
    for (const t of IMAGE_TYPES) expect(parseSize(sizeOf(t)), t).not.toBeNull();
    expect(sizeOf("public-logo")).toBe("180x60");
    expect(sizeOf("all")).toBe("all");
  });

  it("180x60 includes 180x180; logo switch for logo sizes but never author images", () => {
    expect(sizesFor("180x60")).toEqual(["180x60", "180x180"]);
    expect(sizesFor("180x180")).toEqual(["180x180"]);
    expect(hasLogoSwitch("public-logo")).toBe(true);
    expect(hasLogoSwitch("author-image")).toBe(false);
    expect(hasLogoSwitch("content-image")).toBe(false);
  });

  it("builds the upload location, and reads bulk errors as 'image'", () => {
    expect(uploadLocation(7, "600x350")).toBe("uploads/media/7/600x350");
    expect(bulkErrorText("The images image must be an image.")).toBe("The image must be an image.");
  });

  it("tells remote addresses from paths and blob URLs", () => {
    for (const u of ["https://images.pexels.com/photos/1/a.jpeg?auto=compress", "images.pexels.com/a.jpg", "http://10.0.0.1:8080/x.png", "HTTPS://EXAMPLE.COM/A.JPG#top"]) expect(URL_LIKE.test(u), u).toBe(true);
    for (const u of ["/stock/bicycling.jpg", "/api/files/1/2026/11/abc.png", "blob:http://127.0.0.1:3000/6f1c", "data:image/png;base64,AAAA"]) expect(URL_LIKE.test(u), u).toBe(false);
  });
});
