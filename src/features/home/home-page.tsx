// Home: the banner and the claims of SPEC.md section 1. The carousels and stories build on this.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

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
              Nutritionist-designed meals, snacks and soups for your goal. Work out your daily calories, pick a package
              and start in four days.
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
        </div>
      </section>
      <section className="page growing" aria-labelledby="growing-title">
        <h2 id="growing-title">
          <Trans>We are growing</Trans>
        </h2>
        <ul className="counters">
          <li>
            <strong>1000+</strong> <Trans>trusted customers</Trans>
          </li>
          <li>
            <strong>20000+</strong> <Trans>app downloads</Trans>
          </li>
          <li>
            <strong>64000+</strong> <Trans>meals delivered</Trans>
          </li>
          <li>
            <strong>300+</strong> <Trans>menu items</Trans>
          </li>
        </ul>
        <Link href="/menu" className="btn btn-primary">
          <Trans>See the menu</Trans>
        </Link>
      </section>
    </>
  );
}
