// The DOM-free allowlist a server-rendered page writes catalog HTML with (src/lib/sanitize.ts):
// the business's own pages and descriptions come out as DOMPurify makes them in the browser, so
// the page reads the same whichever wrote it; hostile markup comes out as harmless text.
import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeHtmlWithoutDom } from "../../src/lib/sanitize.ts";
import { content } from "../../server/db/seed/catalog-data/content.ts";
import { packages } from "../../server/db/seed/catalog-data/packages.ts";

/** The DOM the browser builds from the markup, serialised: the same page whatever the quoting. */
function parsed(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

describe("sanitizeHtmlWithoutDom", () => {
  const texts = [
    ...content.flatMap((c) => [c.html.en, c.html.ar]),
    ...packages.flatMap((p) => [p.description.en, p.description.ar]),
  ];

  it("writes the seeded pages and package descriptions as DOMPurify does", () => {
    expect(texts.length).toBeGreaterThan(6);
    for (const html of texts) expect(parsed(sanitizeHtmlWithoutDom(html))).toBe(parsed(sanitizeHtml(html)));
  });

  it("leaves no script, handler, style or unsafe link in hostile markup", () => {
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
      `<p title="x` + "\u0000" + `y">z</p><unknown foo=bar>kept text</unknown>`,
    ];
    for (const html of hostile) {
      const template = document.createElement("template");
      template.innerHTML = sanitizeHtmlWithoutDom(html);
      const elements = [...template.content.querySelectorAll("*")];
      for (const el of elements) {
        expect(["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "span", "table", "thead", "tbody", "tr", "th", "td"]).toContain(
          el.localName,
        );
        for (const attribute of el.getAttributeNames()) expect(["href", "title", "dir", "lang", "rel", "target"]).toContain(attribute);
        const href = el.getAttribute("href");
        if (href !== null) expect(href).toMatch(/^(?:https?:|mailto:|tel:|\/)/i);
      }
    }
    const text = document.createElement("template");
    text.innerHTML = sanitizeHtmlWithoutDom(`<p>1 < 2 & 3 > 2</p><unknown>kept text</unknown>`);
    expect(text.content.textContent).toBe("1 < 2 & 3 > 2kept text");
  });
});
