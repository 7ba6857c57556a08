import { describe, expect, it } from "vitest";
import { listName, receiveUpload, receiveUploads } from "../../lib/platform/files/multipart";

/** A multipart request as a browser sends a form: a file part and the given text fields, in order. */
function formRequest(fields: [string, string][]) {
  const form = new FormData();
  form.append("file", new Blob(["a,b\n"]), "a.csv");
  for (const [k, v] of fields) form.append(k, v);
  return new Request("http://x/upload", { method: "POST", body: form });
}

describe("the multipart kit's text fields", () => {
  it("keeps every value of a repeated field, with or without an array suffix", async () => {
    const got = await receiveUpload(formRequest([["ids", "1"], ["ids", "2"], ["tags[]", "a"], ["tags[]", "b"], ["n[0]", "x"], ["n[1]", "y"], ["title", "T"], ["title", "U"]]), 1024 * 1024);
    await got.file?.spooled.remove();
    expect(got.lists.ids).toEqual(["1", "2"]);
    expect(got.lists.tags).toEqual(["a", "b"]);
    expect(got.lists.n).toEqual(["x", "y"]);
    // A scalar field reads its first value; the list has them all.
    expect(got.fields.title).toBe("T");
    expect(got.lists.title).toEqual(["T", "U"]);
    expect(got.fields["tags[]"]).toBe("a");
  });

  it("reads a field named like an Object.prototype member as a field", async () => {
    const got = await receiveUpload(formRequest([["constructor", "c"], ["toString[]", "t"]]), 1024 * 1024);
    await got.file?.spooled.remove();
    expect(got.fields.constructor).toBe("c");
    expect(got.lists.toString).toEqual(["t"]);
    expect(got.lists.valueOf).toBeUndefined();
  });

  it("takes a list of files however its name is spelled", async () => {
    for (const names of [["images[]", "images[]"], ["images", "images"], ["images[0]", "images[1]"]]) {
      const form = new FormData();
      for (const [i, n] of names.entries()) form.append(n, new Blob([`file ${i}`]), `${i}.png`);
      form.append("other", new Blob(["x"]), "other.png");
      const got = await receiveUploads(new Request("http://x/upload", { method: "POST", body: form }), 1024 * 1024, { field: "images[]", max: 5 });
      for (const f of got.files) await f.spooled.remove();
      expect(got.files.map((f) => f.name), names.join()).toEqual(["0.png", "1.png"]);
    }
  });

  it("names a list without its suffix", () => {
    expect([listName("ids[]"), listName("ids[12]"), listName("ids"), listName("[]"), listName("a[b]")]).toEqual(["ids", "ids", "ids", "[]", "a[b]"]);
  });
});
