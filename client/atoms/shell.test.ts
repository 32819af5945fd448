import { describe, expect, it, vi } from "vitest";
import { shellState, shellStore } from "../test/shell-fixture";
import { shellStateAtom, signedInAtom } from "./shell";

describe("the shell state's field atoms", () => {
  it("tell a subscriber to signedIn only when signing in changes, not when the rest of the visitor's state arrives", () => {
    const store = shellStore({ personalized: false, uuid: "" });
    const changed = vi.fn();
    store.sub(signedInAtom, changed);
    expect(store.get(signedInAtom)).toBe(false);

    store.set(shellStateAtom, shellState({ personalized: true, uuid: "11111111-4111-4111-8111-111111111111", cartCount: 2, shipCountry: "FR" }));
    expect(changed).not.toHaveBeenCalled();

    store.set(shellStateAtom, shellState({ signedIn: true, username: "Ana" }));
    expect(changed).toHaveBeenCalledOnce();
    expect(store.get(signedInAtom)).toBe(true);
  });
});
