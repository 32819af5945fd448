import { imageUrl } from "~/shared/image-url";

/** The picture crawlers and social cards get: a JPEG every reader understands. */
export const ogImagePath = (key: string) => imageUrl({ key, width: 1536 }, { width: 1024, format: "jpeg" });
