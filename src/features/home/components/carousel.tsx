// A carousel whose first paint is plain CSS: the slides sit in a flex track sized exactly as Swiper
// will size them (slides per view by breakpoint, same gap), so nothing moves when Swiper arrives.
// Swiper itself (and its CSS) is a separate chunk, loaded when the customer points at, touches or
// focuses the carousel, or scrolls with it near the screen: until then the CSS track scrolls by
// itself, and a phone's start-up does not pay for Swiper (its chunk and its first layout, about
// 200 ms of main thread at 4x CPU; docs/decisions/server-rendering.md "What loads when").
// Previous / next are our own buttons (translated, mirrored in Arabic); Swiper follows `dir`.
import { useLingui } from "@lingui/react/macro";
import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import type { SwiperHandle } from "./swiper-track.tsx";

const SwiperTrack = lazy(async () => ({ default: (await import("./swiper-track.tsx")).SwiperTrack }));

/** Slides per view: below 768 px, from 768 px, from 1400 px (docs/product-rules.md "Motion and layout"). */
export type PerView = { base: number; md: number; xl: number };
export type Slide = { key: string | number; node: ReactNode };

export const CAROUSEL_GAP = 16;

type Props = { label: string; perView: PerView; slides: Slide[]; className?: string };

function StaticTrack({ slides, id, slideLabel }: { slides: Slide[]; id: string; slideLabel: (i: number) => string }) {
  return (
    // Scrolls by itself until Swiper arrives: focusable, so the keyboard can scroll it too (axe
    // scrollable-region-focusable; the features and stories slides hold nothing focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
    <div id={id} className="carousel-track" tabIndex={0}>
      {slides.map((s, i) => (
        <div key={s.key} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={slideLabel(i)}>
          {s.node}
        </div>
      ))}
    </div>
  );
}

// The page's gestures that lead towards a carousel: it loads once it is also near the screen.
const PAGE_GESTURES = ["scroll", "wheel", "touchstart", "keydown"] as const;
// The gestures on the carousel itself: it loads at once.
const CAROUSEL_GESTURES = ["pointerover", "focusin"] as const;
let scrolled: Promise<void> | undefined;

/** Resolves at the customer's first scroll, wheel, touch or key press on the page (once per page load). */
function firstPageGesture(): Promise<void> {
  scrolled ??= new Promise((resolve) => {
    const done = () => {
      for (const type of PAGE_GESTURES) window.removeEventListener(type, done, true);
      resolve();
    };
    // Captured on the window: a scroll of any element (the CSS track's own) counts too.
    for (const type of PAGE_GESTURES) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return scrolled;
}

/**
 * True once the customer has touched, pointed at or focused the carousel, or has scrolled (or
 * pressed a key) with the carousel within 400 px of the screen. A tap elsewhere (the update
 * prompt's Reload, a header link) loads nothing: a chunk fetched while a new service worker takes
 * over would hold up its activation.
 */
function useSwiperWanted(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // Swiper needs matchMedia for its breakpoints; without it the CSS track stays.
    if (!el || typeof window.matchMedia !== "function") return;
    let io: IntersectionObserver | undefined;
    let stopped = false;
    const want = () => setWanted(true);
    for (const type of CAROUSEL_GESTURES) el.addEventListener(type, want, { once: true, passive: true });
    void firstPageGesture().then(() => {
      if (stopped) return;
      if (typeof IntersectionObserver === "undefined") {
        want();
        return;
      }
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: "400px" });
      io.observe(el);
    });
    return () => {
      stopped = true;
      io?.disconnect();
      for (const type of CAROUSEL_GESTURES) el.removeEventListener(type, want);
    };
  }, [ref]);
  return wanted;
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// Memoised: a parent that renders again with the same slides (its data stored, read back equal)
// does not make Swiper update every slide.
export const Carousel = memo(function Carousel({ label, perView, slides, className }: Props) {
  const { t, i18n } = useLingui();
  const trackId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useSwiperWanted(rootRef);
  const [swiper, setSwiper] = useState<SwiperHandle | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const dir = i18n.locale === "ar" ? "rtl" : "ltr";
  const slideLabel = (i: number) => {
    const index = i + 1;
    const total = slides.length;
    return t`${index} of ${total}`;
  };
  const vars = { "--pv-base": perView.base, "--pv-md": perView.md, "--pv-xl": perView.xl, "--gap": `${CAROUSEL_GAP}px` } as CSSProperties;
  const track = <StaticTrack slides={slides} id={trackId} slideLabel={slideLabel} />;

  return (
    <div
      ref={rootRef}
      className={className ? `carousel ${className}` : "carousel"}
      style={vars}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <div className="carousel-nav">
        <button
          type="button"
          className="carousel-prev"
          aria-controls={trackId}
          aria-label={t`Previous`}
          disabled={!swiper || edges.start}
          onClick={() => swiper?.prev()}
        >
          <Arrow />
        </button>
        <button
          type="button"
          className="carousel-next"
          aria-controls={trackId}
          aria-label={t`Next`}
          disabled={!swiper || edges.end}
          onClick={() => swiper?.next()}
        >
          <Arrow />
        </button>
      </div>
      {near ? (
        <Suspense fallback={track}>
          <SwiperTrack
            key={dir}
            id={trackId}
            dir={dir}
            slides={slides}
            perView={perView}
            gap={CAROUSEL_GAP}
            slideLabel={slideLabel}
            onReady={setSwiper}
            onEdges={setEdges}
          />
        </Suspense>
      ) : (
        track
      )}
    </div>
  );
});
