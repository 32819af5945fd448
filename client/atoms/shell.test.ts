import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { shellState, shellStore } from "../test/shell-fixture";
import { freightAtom, shellStateAtom, signedInAtom } from "./shell";

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

describe("the freight list", () => {
  it("reads the hydrated shell state's list, and an empty list before there is one", () => {
    expect(createStore().get(freightAtom)).toEqual([]);
    const freight = [{ method: "express" as const, price: 13.8, free: false, days: "3-5", freeFrom: 147.2 }];
    expect(shellStore({ freight }).get(freightAtom)).toEqual(freight);
  });
});
