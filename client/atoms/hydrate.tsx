import { useHydrateAtoms } from "jotai/utils";
import type { ReactNode } from "react";
import type { ShellState } from "~/shared/shell-state";
import { cartCountAtom, consentAtom, consentPendingAtom, shellStateAtom } from "./shell";

/** Seeds the atoms from the root loader once, before the first render on both sides. */
export function HydrateShellState({ state, children }: { state: ShellState; children: ReactNode }) {
  useHydrateAtoms([
    [shellStateAtom, state],
    [cartCountAtom, state.cartCount],
    [consentPendingAtom, state.askConsent],
    [consentAtom, state.consent],
  ] as const);
  return children;
}
