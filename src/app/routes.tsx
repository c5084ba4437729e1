// Every route of SPEC.md section 2. Screens are split into lazy chunks so the first page loads
// only what it shows; each route has its own error boundary.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Redirect, Route, Switch } from "wouter";
import { ComingSoon } from "../ui/coming-soon.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { RouteErrorBoundary } from "./error-boundary.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

const HomePage = lazy(() => import("../features/home/home-page.tsx").then((m) => ({ default: m.HomePage })));

function Screen({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function Soon({ title }: { title: React.ReactNode }) {
  return <ComingSoon title={title} />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Screen component={HomePage} />
      </Route>
      <Route path="/package">
        <Soon title={<Trans>Choose your package</Trans>} />
      </Route>
      {/* wouter matches case-insensitively: /PACKAGE/24 and /package/24 both land here. */}
      <Route path="/package/:id/:pricing?">
        <Soon title={<Trans>Package details</Trans>} />
      </Route>
      <Route path="/calculate-calorie">
        <Redirect to="/calculate-calorie/know-gender" replace />
      </Route>
      <Route path="/calculate-calorie/:step">
        <Soon title={<Trans>Calculate your calories</Trans>} />
      </Route>
      <Route path="/menu">
        <Soon title={<Trans>Our menu</Trans>} />
      </Route>
      <Route path="/dietician">
        <Soon title={<Trans>Talk to a dietician</Trans>} />
      </Route>
      <Route path="/subscribe">
        <Soon title={<Trans>Subscribe to our newsletter</Trans>} />
      </Route>
      <Route path="/terms-conditions">
        <Soon title={<Trans>Terms and conditions</Trans>} />
      </Route>
      <Route path="/privacy-policy">
        <Soon title={<Trans>Privacy policy</Trans>} />
      </Route>
      <Route path="/ThankYou">
        <Soon title={<Trans>Thank you</Trans>} />
      </Route>
      <Route path="/account">
        <Soon title={<Trans>Your account</Trans>} />
      </Route>
      <Route path="/account/signup">
        <Soon title={<Trans>Sign up</Trans>} />
      </Route>
      <Route path="/sign-up">
        <Soon title={<Trans>Sign up</Trans>} />
      </Route>
      <Route path="/account/signin">
        <Soon title={<Trans>Sign in</Trans>} />
      </Route>
      <Route path="/sign-in">
        <Soon title={<Trans>Sign in</Trans>} />
      </Route>
      <Route path="/checkout">
        <Soon title={<Trans>Checkout</Trans>} />
      </Route>
      <Route path="/checkout/update-map">
        <Soon title={<Trans>Pin your location</Trans>} />
      </Route>
      <Route path="/checkout/add-address">
        <Soon title={<Trans>Delivery address</Trans>} />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
