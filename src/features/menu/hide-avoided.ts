// The menu's "Hide dishes I avoid", remembered on the device (the setting "menuHideAvoided"; a
// device setting, not the customer's data). Never set means on: a customer who marked something to
// avoid sees the menu without it until they choose otherwise. Through lib/lazy-db.ts, as the menu is
// a first page.
import { useCallback, useState } from "react";
import type { Setting } from "../../data/store.ts";
import { useLiveDb, withDb } from "../../lib/lazy-db.ts";

export function useHideAvoided(): [hide: boolean, setHide: (hide: boolean) => void] {
  const row = useLiveDb((db) => db.settings.get("menuHideAvoided"), [], undefined);
  // The tap shows at once, and still counts when storage is blocked.
  const [tapped, setTapped] = useState<boolean>();
  const hide = tapped ?? (row as Extract<Setting, { key: "menuHideAvoided" }> | undefined)?.value ?? true;
  const setHide = useCallback((value: boolean) => {
    setTapped(value);
    withDb((db) => db.settings.put({ key: "menuHideAvoided", value })).catch(() => {
      // Storage blocked: the choice lasts while the page is open.
    });
  }, []);
  return [hide, setHide];
}
