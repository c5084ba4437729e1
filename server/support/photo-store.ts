// Where a report's photos are kept (server/README.md "Support"): behind this small interface, a
// folder under DATA_DIR by default (support-photos/). Photos are named by a random id the database
// row holds; the store never serves them itself: GET /api/support/photo checks who asks first.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type PhotoStore = {
  put(bytes: Buffer): Promise<string>;
  get(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
};

const ID = /^[a-f0-9]{32}$/;

/** `folder` may be given late (read from the environment at the first photo). */
export function folderPhotoStore(folder: string | (() => string)): PhotoStore {
  const dir = () => (typeof folder === "string" ? folder : folder());
  const file = (id: string) => {
    if (!ID.test(id)) throw new Error("not a photo id");
    return path.join(dir(), `${id}.webp`);
  };
  return {
    async put(bytes) {
      await mkdir(dir(), { recursive: true });
      const id = randomBytes(16).toString("hex");
      await writeFile(file(id), bytes, { flag: "wx" });
      return id;
    },
    async get(id) {
      try {
        return await readFile(file(id));
      } catch {
        return undefined;
      }
    },
    async remove(id) {
      await rm(file(id), { force: true });
    },
  };
}

/** In memory, for tests. */
export function memoryPhotoStore(): PhotoStore {
  const photos = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const id = randomBytes(16).toString("hex");
      photos.set(id, bytes);
      return id;
    },
    async get(id) {
      return photos.get(id);
    },
    async remove(id) {
      photos.delete(id);
    },
  };
}
