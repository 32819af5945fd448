import { atom } from "jotai";
import type { ShellState, SizeType } from "~/shared/shell-state";

/** Shared state, seeded from the server's request context (see hydrate.tsx). */
export const shellStateAtom = atom<ShellState | null>(null);

const field = <K extends keyof ShellState>(key: K, fallback: ShellState[K]) => atom((get) => get(shellStateAtom)?.[key] ?? fallback);

export const languageAtom = field("language", "en");
export const storeAtom = field("store", null as unknown as ShellState["store"]);
export const deviceAtom = field("device", "desktop");
/** Signed in or not: a component that needs only this does not render again when the rest of the visitor's state arrives. */
export const signedInAtom = field("signedIn", false);
/** The freight list (shared state): the shipping methods and free-from thresholds of the ship-to country. */
export const freightAtom = field("freight", []);

const sizeTypeChoice = atom<SizeType | null>(null);
/** The size guide's unit: the store's (shared state) until the shopper switches it. */
export const sizeTypeAtom = atom(
  (get) => get(sizeTypeChoice) ?? get(shellStateAtom)?.sizeType ?? "cm",
  (_get, set, value: SizeType) => set(sizeTypeChoice, value),
);

/** The cart badge; later issues update it after cart calls. */
export const cartCountAtom = atom(0);
/** The loading overlay. */
export const loadingAtom = atom(false);
/** Whether the consent banner is still waiting for a decision. */
export const consentPendingAtom = atom(false);

/** The visitor's consent decision; starts from cc_cookie as the edge read it. */
export const consentAtom = atom<import("~/shared/consent").ConsentRecord | null>(null);
