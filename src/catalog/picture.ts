// The sizes the server draws each catalog picture in (server/routes/media.ts: a phone width and a
// desktop width), from the one URL the catalog names, so <img> can carry srcset and sizes.
export type PictureSources = {
  /** The phone width: the <img>'s src. */
  src: string;
  /** Both widths, for the browser to choose from; absent for a URL of another form. */
  srcSet?: string;
  /** The desktop width: what a modal shows large. */
  large: string;
};

/** /media/meals/12-640.webp (and the former /media/meals/12.svg) → the 320 and 640 wide pictures. */
const CATALOG_PICTURE = /^\/media\/(meals|packages)\/(\d{1,9})(?:-\d+\.webp|\.svg)$/;

export function pictureSources(url: string): PictureSources {
  const match = CATALOG_PICTURE.exec(url);
  if (!match) return { src: url, large: url };
  const base = `/media/${match[1]}/${match[2]}`;
  return { src: `${base}-320.webp`, srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w`, large: `${base}-640.webp` };
}
