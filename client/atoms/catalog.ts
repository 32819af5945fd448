import { atom } from "jotai";
import type { FreeGift } from "~/shared/catalog-types";
import { shellStateAtom } from "./shell";

/** Whether the browser takes WebP images, as the edge saw it. */
export const webpAtom = atom((get) => get(shellStateAtom)?.webp ?? false);

/** The gift code of a free-gift campaign (`he-giftCode`), read in the browser. */
export const giftCodeAtom = atom<string | null>(null);

/**
 * Whether this page knows its visitor. Pages served from the edge cache start anonymous and
 * learn the visitor's own state (consent, cart, uuid) from a small client call; until then
 * nothing that needs consent may run.
 */
export const visitorReadyAtom = atom((get) => get(shellStateAtom)?.personalized ?? true);

/** The free gift of the stored gift code, once visitor/state named it. */
export const freeGiftAtom = atom<FreeGift | null>(null);
