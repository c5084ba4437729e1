// iPhone, iPod, or an iPad (which reports itself as a Mac with a touch screen): the devices whose
// browsers have no install prompt. Apart from the hint so that other devices never load it.
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}
