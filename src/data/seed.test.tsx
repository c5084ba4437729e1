// The page's seed while a server-rendered page hydrates in slices: a part marked HydrateLater
// hydrates after the first commit and still renders what the server did, and the seed is consumed
// once the last slice has hydrated (docs/decisions/server-rendering.md, "What loads when").
import { act, StrictMode, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateLater, Seed, SeedProvider, useSeed } from "./seed.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Dishes() {
  const dishes = useSeed<string[]>("meals");
  return <ul>{dishes ? dishes.map((d) => <li key={d}>{d}</li>) : <li>Loading the menu…</li>}</ul>;
}

function Page({ seed }: { seed: Seed }) {
  return (
    <SeedProvider seed={seed}>
      <h1>Our menu</h1>
      <Dishes />
      <HydrateLater>
        <Dishes />
        <HydrateLater>
          <Dishes />
        </HydrateLater>
      </HydrateLater>
    </SeedProvider>
  );
}

const values = { meals: ["Oat porridge", "Shakshuka"] };
let container: HTMLElement;

afterEach(() => container?.remove());

/** The server's HTML in the document, hydrated with a seed of the same values; answers what React reported. */
async function hydrate(element: (seed: Seed) => ReactNode): Promise<{ seed: Seed; errors: unknown[]; html: string }> {
  container = document.createElement("div");
  container.innerHTML = renderToString(element(new Seed(values)));
  document.body.append(container);
  const html = container.innerHTML;
  const seed = new Seed(values);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element(seed), { onRecoverableError: (e) => errors.push(e) });
  });
  return { seed, errors, html };
}

describe("a page hydrated in slices", () => {
  it("renders every slice as the server did, with no mismatch, and consumes the seed after the last one", async () => {
    const { seed, errors, html } = await hydrate((s) => <Page seed={s} />);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelectorAll("li")).toHaveLength(6);
    expect(container.textContent).not.toContain("Loading");
    await seed.hydrated;
    expect(seed.firstRender).toBe(false);
    expect(seed.read("meals")).toBeUndefined();
  });

  it("a parent rendering again before a slice has hydrated commits without it; the slice then hydrates as the server rendered it and shows the new children", async () => {
    const committed: string[] = [];
    function Label({ text, where }: { text: string; where: string }) {
      useLayoutEffect(() => void committed.push(`${where}: ${text}`), [text, where]);
      return where === "page" ? <h1>{text}</h1> : <p>{text}</p>;
    }
    // IndexedDB answering right after the first commit, with a newer label than the page's.
    function Live({ seed }: { seed: Seed }) {
      const [label, setLabel] = useState("Served");
      useEffect(() => setLabel("Refreshed"), []);
      return (
        <SeedProvider seed={seed}>
          <Label text={label} where="page" />
          <HydrateLater>
            <Label text={label} where="slice" />
          </HydrateLater>
        </SeedProvider>
      );
    }
    const { seed, errors } = await hydrate((s) => <Live seed={s} />);
    await seed.hydrated;
    expect(errors).toEqual([]);
    // The page's update did not wait for the slice (React would otherwise hydrate every such slice
    // at once, in the update's task), and the slice hydrated with what the server rendered.
    expect(committed).toEqual(["page: Served", "page: Refreshed", "slice: Served", "slice: Refreshed"]);
    expect([...container.querySelectorAll("h1, p")].map((e) => e.textContent)).toEqual(["Refreshed", "Refreshed"]);
  });

  it("in StrictMode too (effects run twice in development)", async () => {
    const { seed, errors, html } = await hydrate((s) => (
      <StrictMode>
        <Page seed={s} />
      </StrictMode>
    ));
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    await seed.hydrated;
    expect(seed.read("meals")).toBeUndefined();
  });
});

describe("Seed", () => {
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it("keeps its values after the first commit while a slice waits, and drops them once it has hydrated", async () => {
    const seed = new Seed(values);
    const slice = {};
    seed.hold(slice);
    seed.consume();
    await tick();
    expect(seed.read("meals")).toEqual(values.meals);
    seed.release(slice);
    await seed.hydrated;
    expect(seed.read("meals")).toBeUndefined();
  });

  it("still waits for a slice released and held again in the same commit", async () => {
    const seed = new Seed(values);
    const slice = {};
    seed.hold(slice);
    seed.consume();
    seed.release(slice);
    seed.hold(slice);
    await tick();
    expect(seed.firstRender).toBe(true);
  });

  it("is consumed at once on another screen, whatever still waits", async () => {
    const seed = new Seed(values);
    seed.hold({});
    seed.consume();
    seed.drop();
    await seed.hydrated;
    expect(seed.read("meals")).toBeUndefined();
    // A slice mounted later holds nothing.
    seed.hold({});
    expect(seed.firstRender).toBe(false);
  });
});
