// Where My plan offers to turn notifications on (README "Notifications"). The inbox feature draws the
// offer; the app shell provides it (src/app/routes.tsx), as it provides the day's reports, since a
// feature does not import another. Without a provider My plan shows none.
import { createContext, useContext, type ComponentType } from "react";

export const PushOfferContext = createContext<ComponentType | null>(null);

export function PushOfferSlot() {
  const PushOffer = useContext(PushOfferContext);
  return PushOffer ? <PushOffer /> : null;
}
