// Where a delivery day in My plan shows its problem reports. The support feature draws them; the app
// shell provides that component (src/app/routes.tsx), as it provides the saved addresses, since a
// feature does not import another. Without a provider the day shows none.
import { createContext, useContext, type ComponentType } from "react";

export type DayReportsProps = { purchaseId: number; date: string };

export const DayReportsContext = createContext<ComponentType<DayReportsProps> | null>(null);

export function DayReportsSlot(props: DayReportsProps) {
  const DayReports = useContext(DayReportsContext);
  return DayReports ? <DayReports {...props} /> : null;
}
