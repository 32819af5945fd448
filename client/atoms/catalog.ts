import { atom } from "jotai";
import { shellStateAtom } from "./shell";

/** Whether the browser takes WebP images (spec §3 `isSupportWebp`), as the edge saw it. */
export const webpAtom = atom((get) => get(shellStateAtom)?.webp ?? false);

/** The gift code of a free-gift campaign (`he-giftCode`), read in the browser. */
export const giftCodeAtom = atom<string | null>(null);

/** Whether the header search panel is open (other widgets close it). */
export const searchPanelOpenAtom = atom(false);
