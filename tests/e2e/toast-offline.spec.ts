// A first toast whose code cannot load (a first visit gone offline before the service worker kept
// sonner's chunk): the message still shows, in a polite live region at the page's top end corner,
// and the page stays usable (ui/toast.tsx). What only a browser shows: a failed chunk import.
import { expect, test } from "./support/test.ts";
import { arabic } from "./support/catalog.ts";

for (const lang of ["en", "ar"] as const) {
  const say = (english: string) => (lang === "ar" ? arabic(english) : english);

  test(`${lang === "ar" ? "Arabic" : "English"}: a toast whose code cannot load shows plainly and the page stays`, async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/(toast-host|sonner)[^/]*\.js$/, (route) => {
      refused++;
      return route.abort("internetdisconnected");
    });
    await page.goto(`/account/signin?lang=${lang}`);
    const signIn = page.getByRole("main").getByRole("button", { name: say("Sign in"), exact: true });
    await signIn.click();

    const shown = page.locator("section[aria-live='polite']").getByText(say("Please fill in the required fields"));
    await expect(shown).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    // The top end corner: the right in English, the left in Arabic.
    const box = (await shown.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (lang === "ar") expect(box.x).toBeLessThan(width / 2);
    else expect(box.x + box.width).toBeGreaterThan(width / 2);

    // The app is still there and answers: the field asked for has the focus, and typing works.
    const email = page.getByLabel(say("Email"), { exact: true });
    await expect(email).toBeFocused();
    await email.fill("a@b.co");
    await expect(email).toHaveValue("a@b.co");
    await expect(shown).toBeHidden({ timeout: 10_000 });
  });
}
