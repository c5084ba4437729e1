// The sanitiser rendered pages write catalog HTML with (server/ssr-sanitize.ts): DOMPurify over
// jsdom, with the browser's allowlist (contract/html.ts). The business's own pages and descriptions keep
// their headings, lists and links; hostile markup comes out with nothing that runs.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { content } from "./db/seed/catalog-data/content.ts";
import { packages } from "./db/seed/catalog-data/packages.ts";
import { serverSanitizer } from "./ssr-sanitize.ts";

const TAGS = ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "span", "table", "thead", "tbody", "tr", "th", "td"];
const ATTRIBUTES = ["href", "title", "dir", "lang", "rel", "target"];

/** The markup as a browser parses it. */
function parse(html: string): DocumentFragment {
  return JSDOM.fragment(html);
}

describe("serverSanitizer", () => {
  it("keeps the seeded pages' and package descriptions' text, headings and lists", async () => {
    const sanitize = await serverSanitizer();
    const texts = [...content.flatMap((c) => [c.html.en, c.html.ar]), ...packages.flatMap((p) => [p.description.en, p.description.ar])];
    expect(texts.length).toBeGreaterThan(6);
    for (const html of texts) {
      const before = parse(html);
      const after = parse(sanitize(html));
      expect(after.textContent).toBe(before.textContent);
      for (const tag of ["h2", "h3", "p", "li", "a", "strong"]) expect(after.querySelectorAll(tag).length).toBe(before.querySelectorAll(tag).length);
    }
  });

  it("leaves no script, handler, style or unsafe link in hostile markup, and opens outside links safely", async () => {
    const sanitize = await serverSanitizer();
    const hostile = [
      `<script>alert(1)</script><p>ok</p>`,
      `<img src=x onerror=alert(1)><p onclick="alert(2)">text</p>`,
      `<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="&#106;avascript:alert(1)">z</a>`,
      `<p style="background:url(javascript:alert(1))">s</p><style>p{}</style>`,
      `<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>`,
      `<a href="/x" onmouseover=alert(1) title="a\\" onclick=alert(1)">t</a>`,
      `<p>1 < 2 & 3 > 2</p><!-- <script>alert(1)</script> --><p>after</p>`,
      `<a href="https://ok.example" title='x"><img src=x onerror=alert(1)>'>link</a>`,
      `<<script>script>alert(1)<</script>/script>`,
      `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
    ];
    for (const html of hostile) {
      const out = parse(sanitize(html));
      for (const el of out.querySelectorAll("*")) {
        expect(TAGS).toContain(el.localName);
        for (const attribute of el.getAttributeNames()) expect(ATTRIBUTES).toContain(attribute);
        const href = el.getAttribute("href");
        if (href !== null) expect(href).toMatch(/^(?:https?:|mailto:|tel:|\/)/i);
      }
    }
    const link = parse(sanitize(`<p>1 < 2 <a href="https://ok.example">out</a> <a href="/terms-conditions">in</a></p>`));
    expect(link.textContent).toBe("1 < 2 out in");
    const [out, inside] = [...link.querySelectorAll("a")];
    expect([out?.getAttribute("target"), out?.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
    expect([inside?.getAttribute("target"), inside?.getAttribute("rel")]).toEqual([null, "noopener noreferrer"]);
  });

  it("is made once and shared by every render", async () => {
    expect(await serverSanitizer()).toBe(await serverSanitizer());
  });
});
