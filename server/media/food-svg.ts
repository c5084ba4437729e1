// The drawing kit of a dish's picture: SVG markup in a 1000 × 750 frame (the picture's width is
// 1000 units), one function per look of a food. Gradients are collected once per picture; random
// scatter (rice grains, herbs) comes from the dish's seed, so a dish is drawn the same every time.

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const f = (n: number) => n.toFixed(1);

/** Draws one food at (x, y) at scale s in its colour. */
export type Draw = (sk: Sketch, x: number, y: number, s: number, colour: string) => void;

/** A picture being drawn: its markup, its gradients and its seeded random numbers. */
export class Sketch {
  private defs = new Map<string, string>();
  private body: string[] = [];
  private state: number;

  constructor(seed: number) {
    this.state = (seed * 2654435761) >>> 0;
  }

  /** A number in [0, 1) from the dish's seed. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A lit-from-the-top-left fill of a colour (its id names the colour, so it is defined once). */
  fill(colour: string, light = 0.35, dark = -0.2): string {
    const id = `f${colour.slice(1)}${Math.round(light * 100)}${Math.round(dark * 100)}`.replace(/-/g, "m");
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}" cx="38%" cy="32%" r="78%"><stop offset="0" stop-color="${shade(colour, light)}"/><stop offset=".55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, dark)}"/></radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`);
  }

  /** A soft contact shadow under something resting at (cx, cy). */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.25): void {
    this.ellipse(cx, cy, rx, ry, "#2a1c10", ` opacity="${opacity}" filter="url(#blur)"`);
  }

  /** A rounded piece turned by `angle` degrees about its centre. */
  piece(cx: number, cy: number, w: number, h: number, angle: number, fill: string, radius = Math.min(w, h) / 2, extra = ""): void {
    this.add(
      `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(radius)}" fill="${fill}" transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"${extra}/>`,
    );
  }

  /** Scattered small pieces (grains, seeds, herbs) inside an ellipse. */
  scatter(cx: number, cy: number, rx: number, ry: number, count: number, colour: string, w: number, h: number): void {
    for (let i = 0; i < count; i++) {
      const a = this.next() * Math.PI * 2;
      const d = Math.sqrt(this.next());
      this.piece(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, w, h, this.next() * 180, colour);
    }
  }

  /** Dark parallel lines across a piece: grill marks. */
  marks(cx: number, cy: number, w: number, angle: number, count: number, colour = "#5a2e12"): void {
    for (let i = 0; i < count; i++) {
      const dx = (i - (count - 1) / 2) * (w / count);
      this.add(
        `<line x1="${f(cx + dx - w * 0.18)}" y1="${f(cy - w * 0.16)}" x2="${f(cx + dx + w * 0.12)}" y2="${f(cy + w * 0.16)}" stroke="${colour}" stroke-width="${f(w * 0.05)}" stroke-linecap="round" opacity=".55" transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"/>`,
      );
    }
  }

  toString(): string {
    const blur = `<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>`;
    return `<defs>${blur}${[...this.defs.values()].join("")}</defs>${this.body.join("")}`;
  }
}
