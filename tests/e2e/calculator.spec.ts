// The calorie wizard end to end, in English and in Arabic, with the keyboard only: every step,
// a reload in the middle, the loader, the result from the seeded catalog, and the recommendation
// saved as the order draft that /package opens with. axe runs on every step in both languages.
import { expect, test, type Locator, type Page } from "./support/test.ts";
import { chooseRadio, tabTo } from "./support/calculator-helpers.ts";
import { readRow } from "./support/helpers.ts";
import { startCalculatorWithAnswers } from "./support/order.ts";
import { arabic } from "./support/catalog.ts";
import { expectNoAxeViolation } from "./support/helpers.ts";

const progress = (page: Page) => page.getByRole("progressbar").evaluate((el) => (el as HTMLProgressElement).value);

type Lang = { tr: (english: string) => string; ar: boolean };
const EN: Lang = { tr: (s) => s, ar: false };
const AR: Lang = { tr: arabic, ar: true };

async function heading(page: Page, text: string): Promise<Locator> {
  const h1 = page.getByRole("heading", { level: 1, name: text });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
  return h1;
}

async function pressContinue(page: Page, { tr }: Lang): Promise<void> {
  await tabTo(page, page.getByRole("button", { name: tr("Continue") }));
  await page.keyboard.press("Enter");
}

/** Picks the 1st of the shown month in `year` with the year dropdown and the day grid. */
async function pickBirthday(page: Page, { ar }: Lang, year: number): Promise<void> {
  const yearSelect = page.getByRole("combobox", { name: ar ? "اختر السنة" : "Choose the Year" });
  await tabTo(page, yearSelect);
  await page.keyboard.type(String(year));
  await expect(yearSelect).toHaveValue(String(year));
  const firstDay = page.locator(".rdp-day_button[tabindex='0']");
  await tabTo(page, firstDay);
  await expect(firstDay).toHaveText("1");
  await page.keyboard.press("Enter");
  await expect(page.locator(".calc-selected")).toContainText(String(year));
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

type Walk = {
  lang: Lang;
  gender: "Male" | "Female";
  age: number;
  height: string; // typed, maybe in Arabic-Indic digits
  weightSteps: number; // ArrowDown presses on the weight slider from 85
  activity: string;
  goal: string;
  calories: string;
  expected: { packageName: string; meals: string; snacks: string; soups: string; price: string; packageId: number; meals_: number; snacks_: number; soups_: number };
};

async function walkWizard(page: Page, w: Walk): Promise<void> {
  const { tr } = w.lang;
  // Gender: a deep link further in goes back to the first step, whose heading takes the focus.
  await page.goto("/calculate-calorie/know-goal");
  await expect(page).toHaveURL(/\/calculate-calorie\/know-gender$/);
  await heading(page, tr("What is your gender?"));
  // Focused by script for screen readers, the heading shows no focus ring.
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toBeFocused();
  await expect(title).toHaveCSS("outline-style", "none");
  await expectNoAxeViolation(page);
  // Continue with nothing chosen says why and stays.
  await pressContinue(page, w.lang);
  await expect(page.getByText(tr("Please choose Male or Female."))).toBeVisible();
  await expect(page).toHaveURL(/know-gender$/);
  await expectNoAxeViolation(page);
  await chooseRadio(page, page.getByRole("group", { name: tr("Gender") }), page.getByRole("radio", { name: tr(w.gender), exact: true }));
  await pressContinue(page, w.lang);

  // Birthday: year from the dropdown, then the day from the grid.
  await heading(page, tr("When were you born?"));
  await expectNoAxeViolation(page);
  await pickBirthday(page, w.lang, new Date().getFullYear() - w.age);
  await pressContinue(page, w.lang);

  // Height: typed into the number field; the slider follows.
  await heading(page, tr("How tall are you?"));
  await expect(page.getByRole("slider", { name: tr("Height") })).toHaveValue("145");
  await expectNoAxeViolation(page);
  await typeInto(page, page.getByRole("textbox", { name: tr("Height in centimetres") }), w.height);
  await pressContinue(page, w.lang);

  // Weight: a reload here keeps every answer given so far.
  await heading(page, tr("How much do you weigh?"));
  await page.reload();
  await heading(page, tr("How much do you weigh?"));
  expect(await readRow(page, "calculator", "answers")).toMatchObject({ gender: w.gender.toLowerCase() });
  const weight = page.getByRole("slider", { name: tr("Weight") });
  await expect(weight).toHaveValue("85");
  await expectNoAxeViolation(page);
  await tabTo(page, weight);
  for (let i = 0; i < w.weightSteps; i++) await page.keyboard.press("ArrowDown");
  await expect(weight).toHaveValue(String(85 - w.weightSteps));
  await pressContinue(page, w.lang);

  // Activity level: arrow keys move through the radio cards.
  await heading(page, tr("How active are you?"));
  await expectNoAxeViolation(page);
  await chooseRadio(page, page.getByRole("group", { name: tr("Activity level") }), page.getByRole("radio", { name: tr(w.activity) }));
  await pressContinue(page, w.lang);

  // Goal: the calories for the chosen goal show at once.
  await heading(page, tr("What is your goal?"));
  await expectNoAxeViolation(page);
  await chooseRadio(page, page.getByRole("group", { name: tr("Goal") }), page.getByRole("radio", { name: tr(w.goal) }));
  // Whole calories with separators (rules/calories.ts): nothing after the number.
  await expect(page.locator("#goal-calories")).toContainText(new RegExp(`${w.calories}(?![\\d.])`));
  await expectNoAxeViolation(page);
  await pressContinue(page, w.lang);

  // Calculate: the loader counts, then the result opens.
  await heading(page, tr("Calculating your calories"));
  await expect.poll(() => progress(page)).toBeGreaterThan(0);
  await expectNoAxeViolation(page);
  await expect(page).toHaveURL(/\/calculate-calorie\/result$/, { timeout: 15_000 });
  await heading(page, tr("Your recommended package"));
}

async function checkResultAndProceed(page: Page, w: Walk): Promise<void> {
  const { tr } = w.lang;
  const fact = (label: string) => page.locator(".result-facts div").filter({ has: page.getByText(tr(label), { exact: true }) }).locator("dd");
  await expect(page.locator(".result-package")).toHaveText(w.expected.packageName);
  await expect(fact("Meals")).toHaveText(w.expected.meals);
  await expect(fact("Snacks")).toHaveText(w.expected.snacks);
  await expect(fact("Soups")).toHaveText(w.expected.soups);
  await expect(fact("Calories a day")).toContainText(new RegExp(`${w.calories}(?![\\d.])`));
  await expect(fact("Calorie range")).toHaveText(/\d+–\d/);
  await expect(page.locator(".result-price strong")).toHaveText(w.expected.price);
  await expectNoAxeViolation(page);

  await chooseRadio(page, page.getByRole("group", { name: tr("How do you want to continue?") }), page.getByRole("radio", { name: tr("Proceed with this subscription") }));
  await pressContinue(page, w.lang);
  await expect(page).toHaveURL(/\/package$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const draft = await readRow(page, "orderDraft", "current");
  expect(draft).toMatchObject({
    packageId: w.expected.packageId,
    days: 26,
    meals: w.expected.meals_,
    snacks: w.expected.snacks_,
    soups: w.expected.soups_,
    source: "calculator",
  });
  expect(typeof draft?.subPackageId).toBe("number");
  expect(await readRow(page, "calculator", "answers")).toBeUndefined();
  expect(await readRow(page, "calculator", "result")).toBeUndefined();
}

test("English: keyboard walk to a Fit recommendation saved as the order draft", async ({ page }) => {
  test.setTimeout(180_000);
  // Male, 30, 180 cm, 80 kg, moderately active, lose fat and build muscle:
  // BMR 10*80 + 6.25*180 - 5*30 + 5 = 1780; x1.55 = 2759; -500 = 2259 kcal; protein 2*80 = 160 g -> Fit
  // (205 KD in the table: 3 meals + 1 snack, 1,520–1,870 kcal, too little), so 4 meals + 1 snack,
  // 1,970–2,420 kcal, at its own price.
  const walk: Walk = {
    lang: EN,
    gender: "Male",
    age: 30,
    height: "180",
    weightSteps: 5,
    activity: "Moderately active",
    goal: "Lose fat and build muscle",
    calories: "2,259",
    expected: { packageName: "Fit", meals: "4", snacks: "1", soups: "0", price: "KD 255.000", packageId: 26, meals_: 4, snacks_: 1, soups_: 0 },
  };
  await walkWizard(page, walk);
  await checkResultAndProceed(page, walk);
});

test("Arabic: keyboard walk with Arabic-Indic digits and reduced motion to a Sumbatik recommendation", async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // Female, 25, 165 cm, 60 kg, lightly active, lose weight:
  // BMR 600 + 1031.25 - 125 - 161 = 1345.25; x1.375 = 1849.72; -500 = 1349.72 kcal; protein 1.25*60 = 75 g -> Sumbatik
  // (160 KD in the table: 2 meals + 2 snacks, 1,000–1,300 kcal, too little), so 2 meals + 3 snacks,
  // 1,150–1,500 kcal, at 180 KD.
  const walk: Walk = {
    lang: AR,
    gender: "Female",
    age: 25,
    height: "١٦٥",
    weightSteps: 25,
    activity: "Lightly active",
    goal: "Lose weight",
    calories: "1,350",
    expected: { packageName: "سمباتيك", meals: "2", snacks: "3", soups: "0", price: "", packageId: 24, meals_: 2, snacks_: 3, soups_: 0 },
  };
  walk.expected.price = await page.evaluate(() =>
    new Intl.NumberFormat("ar-KW-u-nu-latn", { style: "currency", currency: "KWD", currencyDisplay: "symbol", minimumFractionDigits: 3 }).format(180).replace("د.ك.", "د.ك"),
  );
  await walkWizard(page, walk);
  await checkResultAndProceed(page, walk);
});

test("the loader keeps counting without animation when reduced motion is asked for", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Answers written as the wizard writes them, then straight to the loader.
  await startCalculatorWithAnswers(page);
  await page.goto("/calculate-calorie/calculate");
  await heading(page, "Calculating your calories");
  await expect(page.locator(".calc-ring")).toHaveCSS("animation-name", "none");
  await expect.poll(() => progress(page)).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1, name: "Your recommended package" })).toBeVisible({ timeout: 15_000 });
});
