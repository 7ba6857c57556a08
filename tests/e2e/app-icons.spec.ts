import { expect, test } from "@playwright/test";

test("every page links a favicon, an apple-touch icon and a web manifest that all load", async ({ page, request }) => {
  await page.goto("/login");
  const hrefs = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("rel")} ${(l as HTMLLinkElement).href}`));
  const rels = hrefs.map((h) => h.split(" ")[0]);
  expect(rels).toEqual(expect.arrayContaining(["icon", "apple-touch-icon", "manifest"]));

  for (const entry of hrefs) {
    const res = await request.get(entry.split(" ")[1]);
    expect(res.status(), entry).toBe(200);
  }
  const manifestUrl = hrefs.find((h) => h.startsWith("manifest "))!.split(" ")[1];
  const manifest = await (await request.get(manifestUrl)).json();
  expect(manifest.name).toBe("CoachOS");
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"], icon.src).toContain(icon.type);
  }
});
