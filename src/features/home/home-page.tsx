// Home: the banner, the packages carousel, 'we are growing' with the app badges and the way to the
// menu, the features carousel and the customer stories. Carousels paint as plain CSS first and
// load Swiper on their own (components/carousel.tsx), so this chunk stays small.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { FeaturesSection } from "./components/features-section.tsx";
import { GrowingSection } from "./components/growing-section.tsx";
import { PackagesSection } from "./components/packages-section.tsx";
import { StoriesSection } from "./components/stories-section.tsx";
import "./home.css";
import { HydrateLater, type Loader } from "../../data/seed.tsx";

/** The server's loader (src/app/routes.tsx): the packages of the carousel. */
export const loadHomePage: Loader = async ({ langId }) => {
  const { catalogScopes, loadScopes } = await import("../../catalog/scopes.ts");
  return loadScopes([catalogScopes(langId).packages]);
};

export function HomePage() {
  return (
    <>
      <section className="banner">
        <div className="banner-inner">
          <h1>
            <Trans>Healthy meals, delivered fresh across Kuwait every day</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Nutritionist-designed meals, snacks and soups for your goal. Work out your daily calories, pick a package and start in four
              days.
            </Trans>
          </p>
          <div className="banner-actions">
            <Link href="/package" className="btn btn-primary btn-large">
              <Trans>Choose your package</Trans>
            </Link>
            <Link href="/calculate-calorie" className="btn btn-outline btn-large">
              <Trans>Calculate your calories</Trans>
            </Link>
          </div>
          <img
            className="banner-picture"
            src="/media/banner/640.webp"
            srcSet="/media/banner/640.webp 640w, /media/banner/1280.webp 1280w"
            sizes="(min-width: 900px) 560px, calc(100vw - 32px)"
            width={640}
            height={320}
            alt=""
            fetchPriority="high"
          />
        </div>
      </section>
      {/* A page the server rendered hydrates the banner with the page and each section after it as
          a later slice (data/seed.tsx). */}
      <HydrateLater>
        <PackagesSection />
      </HydrateLater>
      <HydrateLater>
        <GrowingSection />
      </HydrateLater>
      <HydrateLater>
        <FeaturesSection />
      </HydrateLater>
      <HydrateLater>
        <StoriesSection />
      </HydrateLater>
    </>
  );
}
