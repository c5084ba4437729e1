// The footer's demo line (README "Demo and live"): shown when the server marked the page as a demo
// shop's, in both languages; never on a live shop's page or an unmarked one. And this year's copyright.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { Footer } from "./footer.tsx";

function markPage(mode: string | undefined): void {
  document.head.querySelector('meta[name="shop-mode"]')?.remove();
  if (mode === undefined) return;
  const meta = document.createElement("meta");
  meta.name = "shop-mode";
  meta.content = mode;
  document.head.append(meta);
}

afterEach(() => markPage(undefined));

describe("Footer", () => {
  it("says a demo shop's payments are simulated, in English and in Arabic", async () => {
    markPage("demo");
    const english = await renderWithApp(<Footer />);
    expect(screen.getByText("Demo shop: payments are simulated and no money is taken.")).toBeTruthy();
    english.unmount();
    await renderWithApp(<Footer />, { langId: 2 });
    expect(screen.getByText("متجر تجريبي: المدفوعات محاكاة ولا يُخصم أي مبلغ.")).toBeTruthy();
  });

  it("says nothing of a demo on a live shop's page or an unmarked one", async () => {
    markPage("live");
    const live = await renderWithApp(<Footer />);
    expect(screen.queryByText(/Demo shop/)).toBeNull();
    live.unmount();
    markPage(undefined);
    await renderWithApp(<Footer />);
    expect(screen.queryByText(/Demo shop/)).toBeNull();
  });

  it("shows this year's copyright", async () => {
    await renderWithApp(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Fit Meals Kuwait. All rights reserved.`)).toBeTruthy();
  });
});
