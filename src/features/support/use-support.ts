// The signed-in customer's reports (the server's, kept on the device) and the reports made on the
// device still waiting to be sent, from Dexie; the server is asked again on every visit.
import { useEffect, useState } from "react";
import { useLiveDb, withDb } from "../../lib/lazy-db.ts";
import { useRefresh } from "../../data/use-refresh.ts";
import { fetchMyReports, fetchPhoto, type SupportReport } from "./api.ts";
import { requeueDrafts, savePhoto, saveReports, toBlob, type ReportDraft } from "./store.ts";

const refresh = async (userId: number) => {
  await requeueDrafts(userId);
  await saveReports(userId, await fetchMyReports());
};
const NONE: never[] = [];

export function useSupport(userId: number) {
  const { refreshState } = useRefresh(userId, refresh);
  const reports = useLiveDb(
    async (db) => (await db.supportReports.where("userId").equals(userId).toArray()).map((r) => r.report).sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [userId],
    NONE as SupportReport[],
  );
  const drafts = useLiveDb(
    async (db) => (await db.supportDrafts.where("userId").equals(userId).sortBy("createdAt")).reverse(),
    [userId],
    NONE as ReportDraft[],
  );
  return { reports, drafts, refreshState };
}

/** A report's photo as an object URL: from the device when seen before, else from the server (then kept). */
export function usePhotoUrl(userId: number, photoId: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    void (async () => {
      const kept = (await withDb((db) => db.supportPhotos.get(photoId)))?.photo;
      let blob = kept ? toBlob(kept) : undefined;
      if (!blob) {
        blob = await fetchPhoto(photoId).catch(() => undefined);
        if (blob) await savePhoto(userId, photoId, blob);
      }
      if (blob && live) setUrl((made = URL.createObjectURL(blob)));
    })();
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [userId, photoId]);
  return url;
}
