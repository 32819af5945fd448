/** The longest side a shopper's photo is sent with: enough for the image viewer on a large screen. */
const MAX_PHOTO_SIDE = 1600;

/**
 * A phone photo (often 4000 px, several MB) made at most 1600 px on its longest side before it
 * is sent, upright (the browser applies its EXIF orientation when decoding). Workers cannot
 * resize, so this is what keeps shoppers' photos light in the list and the gallery. GIFs (maybe
 * animated), small pictures and anything the browser cannot decode go as they are.
 */
export async function downscaled(file: File, type: string): Promise<Blob> {
  if (type === "gif" || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return file;
  }
  // A transparent PNG becomes a JPEG: on white, not black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.86));
  return blob ?? file;
}
