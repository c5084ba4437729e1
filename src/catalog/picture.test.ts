import { describe, expect, it } from "vitest";
import { pictureSources } from "./picture.ts";

describe("pictureSources", () => {
  it("offers the phone and desktop widths of a dish or package picture", () => {
    expect(pictureSources("/media/meals/12-640.webp")).toEqual({
      src: "/media/meals/12-320.webp",
      srcSet: "/media/meals/12-320.webp 320w, /media/meals/12-640.webp 640w",
      large: "/media/meals/12-640.webp",
    });
    expect(pictureSources("/media/packages/28-640.webp").large).toBe("/media/packages/28-640.webp");
  });

  it("maps a catalog stored before the pictures to the same sizes", () => {
    expect(pictureSources("/media/meals/7.svg").src).toBe("/media/meals/7-320.webp");
  });

  it("leaves any other URL as it is", () => {
    expect(pictureSources("https://cdn.example.com/a.jpg")).toEqual({
      src: "https://cdn.example.com/a.jpg",
      large: "https://cdn.example.com/a.jpg",
    });
  });
});
