// 'Why do you need a dietician?': the reasons, each with an illustration of our own.
import { Trans } from "@lingui/react/macro";

export function WhyDietician() {
  return (
    <section aria-labelledby="why-title" className="why">
      <h1 id="why-title">
        <Trans>Why do you need a dietician?</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Eating well is easier with someone who knows your body, your goals and your daily routine. Our clinical dieticians turn
          your calorie needs into a plan you can keep, and adjust it as you progress.
        </Trans>
      </p>
      <ul className="reasons">
        <li>
          <img src="/images/dietician-why-plan.svg" width={240} height={160} alt="" />
          <h2>
            <Trans>A plan built around you</Trans>
          </h2>
          <p>
            <Trans>
              Your age, weight, activity and medical history decide your calories and macros. A dietician reads all of it, not just
              a formula, and picks the package and portions that fit.
            </Trans>
          </p>
        </li>
        <li>
          <img src="/images/dietician-why-results.svg" width={240} height={160} alt="" />
          <h2>
            <Trans>Results that last</Trans>
          </h2>
          <p>
            <Trans>
              Crash diets fail because they are hard to live with. A dietician helps you change habits step by step, so the weight
              you lose stays off and the muscle you build stays on.
            </Trans>
          </p>
        </li>
        <li>
          <img src="/images/dietician-why-health.svg" width={240} height={160} alt="" />
          <h2>
            <Trans>Safe with health conditions</Trans>
          </h2>
          <p>
            <Trans>
              Diabetes, high blood pressure, high cholesterol or pregnancy need care. A dietician makes sure every meal helps you and
              never works against your treatment.
            </Trans>
          </p>
        </li>
      </ul>
    </section>
  );
}
