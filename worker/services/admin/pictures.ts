import { storeImage, type StoredImage } from "../catalog-import/images";

/**
 * A picture staff upload (a product's, a look's), stored in R2 like the import's: content-addressed,
 * checked to be a JPEG, PNG, WebP or GIF whose size can be read. A refusal is the sentence the
 * screen shows beside the file field.
 */
export async function storePicture(media: R2Bucket, bytes: Uint8Array): Promise<{ ok: true; image: StoredImage } | { ok: false; message: string }> {
  const stored = await storeImage(media, bytes);
  return stored.ok ? { ok: true, image: stored.image } : { ok: false, message: `The picture was not added: ${stored.reason}.` };
}

/** What adding a picture to a product or a look answers: its key, the refusal, or null when the product or look is not there. */
export type PictureAdded = { ok: true; key: string } | { ok: false; message: string } | null;
