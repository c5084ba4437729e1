// The lazily loaded half of the carousel: Swiper (core + a11y) and its CSS. Nothing here is in the
// first page's JavaScript; carousel.tsx imports it dynamically.
import { useEffect, useState } from "react";
import type { Swiper as SwiperCore } from "swiper";
import { A11y } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/a11y";
import type { PerView, Slide } from "./carousel.tsx";

export type SwiperHandle = { prev: () => void; next: () => void };

type Props = {
  id: string;
  dir: "ltr" | "rtl";
  slides: Slide[];
  perView: PerView;
  gap: number;
  slideLabel: (index: number) => string;
  onReady: (handle: SwiperHandle | null) => void;
  onEdges: (edges: { start: boolean; end: boolean }) => void;
};

/** A customer who asked for less motion gets slides that change without sliding. */
function slideSpeed(): number {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? 0 : 300;
}

export function SwiperTrack({ id, dir, slides, perView, gap, slideLabel, onReady, onEdges }: Props) {
  const [core, setCore] = useState<SwiperCore | null>(null);
  const [speed] = useState(slideSpeed);

  useEffect(() => {
    if (!core) return;
    const report = () => onEdges({ start: core.isBeginning || core.isLocked, end: core.isEnd || core.isLocked });
    const events = "slideChange reachBeginning reachEnd fromEdge breakpoint resize update lock unlock";
    core.on(events, report);
    report();
    onReady({ prev: () => core.slidePrev(), next: () => core.slideNext() });
    return () => {
      core.off(events, report);
      onReady(null);
    };
  }, [core, onReady, onEdges]);

  return (
    <Swiper
      id={id}
      dir={dir}
      className="carousel-swiper"
      modules={[A11y]}
      slidesPerView={perView.base}
      spaceBetween={gap}
      speed={speed}
      breakpoints={{ 768: { slidesPerView: perView.md }, 1400: { slidesPerView: perView.xl } }}
      watchSlidesProgress
      // Taps on the story players must not start a swipe.
      focusableElements="input, select, option, textarea, button, video, audio, label"
      a11y={{ enabled: true, slideRole: "group", slideLabelMessage: "", containerRoleDescriptionMessage: null, notificationClass: "swiper-notification" }}
      onSwiper={setCore}
    >
      {slides.map((s, i) => (
        <SwiperSlide key={s.key} aria-label={slideLabel(i)} aria-roledescription="slide">
          {s.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
