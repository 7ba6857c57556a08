import { describe, expect, it } from "vitest";
import { isBlankRichText, sanitizeRichText } from "@/lib/rich-text/sanitize";
import { isAllowedEmbed, isAllowedHref } from "@/lib/rich-text/constants";
import { youtubeId } from "@/components/rich-text/rich-text-dialogs";

describe("sanitizeRichText", () => {
  it("keeps the editor's formatting", () => {
    const html = '<h2 style="text-align: center">Week 1</h2><p><strong>Push</strong> <em>hard</em> <u>today</u></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace("text-align: center", "text-align:center"));
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const out = sanitizeRichText('<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a></p><style>p{}</style>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|style/i);
    expect(out).toContain("Hi");
  });

  it("keeps only alignment from inline styles", () => {
    expect(sanitizeRichText('<p style="color: red; text-align: right; position: fixed">x</p>')).toBe('<p style="text-align:right">x</p>');
  });

  it("keeps video players from the allow-list and drops other iframes", () => {
    const yt = '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true"></iframe></div>';
    expect(sanitizeRichText(yt)).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(sanitizeRichText('<iframe src="https://evil.example/embed/x"></iframe>')).not.toContain("iframe");
    expect(sanitizeRichText('<iframe src="http://www.youtube.com/embed/x"></iframe>')).not.toContain("iframe");
    expect(sanitizeRichText('<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/x"></iframe>')).not.toContain("srcdoc");
  });

  it("makes new-tab links safe and strips target from others", () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_blank" rel="opener">a</a>')).toBe('<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="https://a.test" target="top">a</a>')).toBe('<a href="https://a.test">a</a>');
  });

  it("refuses images from data: and protocol-relative URLs", () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA">')).toBe("<img />");
    expect(sanitizeRichText('<img src="//evil.test/x.png">')).toBe("<img />");
  });

  it("tells an empty editor from content", () => {
    expect(isBlankRichText("<p></p>")).toBe(true);
    expect(isBlankRichText("<p> </p><p><br></p>")).toBe(true);
    expect(isBlankRichText('<p><img src="https://a.test/x.png"></p>')).toBe(false);
    expect(isBlankRichText("<p>x</p>")).toBe(false);
  });
});

describe("rich-text helpers", () => {
  it("allows web, mail and phone links only", () => {
    expect(isAllowedHref("https://a.test")).toBe(true);
    expect(isAllowedHref("mailto:a@b.test")).toBe(true);
    expect(isAllowedHref("javascript:alert(1)")).toBe(false);
    expect(isAllowedHref("ftp://a.test")).toBe(false);
  });

  it("embeds only https players on their embed paths", () => {
    expect(isAllowedEmbed("https://player.vimeo.com/video/1")).toBe(true);
    expect(isAllowedEmbed("https://www.youtube.com/watch?v=x")).toBe(false);
    expect(isAllowedEmbed("not a url")).toBe(false);
  });

  it("reads a YouTube id from every link form", () => {
    for (const u of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/watch?feature=x&v=dQw4w9WgXcQ"]) {
      expect(youtubeId(u)).toBe("dQw4w9WgXcQ");
    }
    expect(youtubeId("https://vimeo.com/1")).toBeNull();
  });
});
