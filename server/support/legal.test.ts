import { describe, expect, it } from "vitest";
import { DEMO_LEGAL, fillLegal, readLegalSettings } from "./legal.ts";

describe("the content pages' contact address and dates (README \"Configuration\")", () => {
  it("reads SUPPORT_EMAIL and LEGAL_UPDATED, a document's own date winning", () => {
    const { legal, problems } = readLegalSettings({ SUPPORT_EMAIL: "care@fitmeals.com.kw", LEGAL_UPDATED: "2026-10-01", PRIVACY_UPDATED: "2026-11-15" });
    expect(problems).toEqual([]);
    expect(legal).toEqual({ email: "care@fitmeals.com.kw", updated: { terms: "2026-10-01", privacy: "2026-11-15" } });
  });

  it("fills a page's placeholders in its language", () => {
    const { legal } = readLegalSettings({ SUPPORT_EMAIL: "care@fitmeals.com.kw", LEGAL_UPDATED: "2026-10-01" });
    const html = '<p class="updated">{{updated}}</p><a href="mailto:{{support_email}}">{{support_email}}</a>';
    expect(fillLegal(html, "terms", 1, legal)).toBe('<p class="updated">1 October 2026</p><a href="mailto:care@fitmeals.com.kw">care@fitmeals.com.kw</a>');
    expect(fillLegal(html, "privacy", 2, legal)).toContain("1 أكتوبر 2026");
  });

  it("keeps the demo's values for unset or malformed settings and names each malformed one (no markup gets through)", () => {
    expect(readLegalSettings({}).legal).toEqual(DEMO_LEGAL);
    const { legal, problems } = readLegalSettings({ SUPPORT_EMAIL: '"><script>@x.com', LEGAL_UPDATED: "March 2023", TERMS_UPDATED: "2026-02-30x" });
    expect(problems).toHaveLength(3);
    expect(legal).toEqual(DEMO_LEGAL);
  });
});
