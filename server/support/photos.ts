// A report's photos (server/README.md "Support"): checked by their content, never their name or
// declared type. sharp must read the file as JPEG, PNG, WebP or HEIC (HEIC only where this build of
// sharp reads it); anything else (SVG, text renamed .jpg, a broken file) is refused. Each accepted
// photo is re-encoded to WebP, at most 1600 px on its longer side, turned upright from its EXIF
// orientation, with no metadata at all (sharp writes none unless asked: no EXIF, GPS, XMP or ICC).
import sharp from "sharp";
import { ApiError } from "../http/errors.ts";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_EDGE = 1600;
const FORMATS = new Set(["jpeg", "png", "webp", "heif"]);
/** Decoding bombs: a 10 MB file may not claim more pixels than this (about 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

function refused(): ApiError {
  return new ApiError(415, "photo_unsupported", "A photo must be a JPEG, PNG, WebP or HEIC picture.", "photos");
}

/** The photo re-encoded as WebP without metadata, or a 413/415 refusal. */
export async function cleanPhoto(file: Blob): Promise<Buffer> {
  if (file.size > MAX_PHOTO_BYTES) throw new ApiError(413, "photo_too_large", "A photo may be at most 10 MB.", "photos");
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw refused();
  }
  if (!format || !FORMATS.has(format)) throw refused();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_PHOTO_EDGE, height: MAX_PHOTO_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw refused();
  }
}
