import { renderHook, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { useEffect, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shellStateAtom } from "../atoms/shell";
import { shellState, shellStore, stubApi } from "../test/shell-fixture";
import { useApi } from "./use-api";

describe("useApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stays the same function when the visitor's state arrives, and calls with the state of the moment", async () => {
    const api = stubApi({ "stat/pvFlow": () => ({ code: 200, message: "ok", data: null }) });
    vi.stubGlobal("fetch", vi.fn(api.fetch));
    const store = shellStore({ personalized: false, uuid: "" });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    let renders = 0;
    let effects = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        const call = useApi();
        useEffect(() => {
          effects += 1;
          void call("stat/pvFlow", { spuCode: "HL1" });
        }, [call]);
        return call;
      },
      { wrapper },
    );
    const first = result.current;
    await waitFor(() => expect(api.calls).toHaveLength(1));

    const uuid = "11111111-4111-4111-8111-111111111111";
    store.set(shellStateAtom, shellState({ personalized: true, uuid }));
    expect(result.current).toBe(first);
    expect([renders, effects]).toEqual([1, 1]);

    await result.current("stat/pvFlow", { spuCode: "HL2" });
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect((init?.headers as Record<string, string>).uuid).toBe(uuid);
    expect(api.calls).toHaveLength(2);
  });

  it("refuses a call outside the app shell", () => {
    const { result } = renderHook(() => useApi());
    expect(() => result.current("stat/pvFlow")).toThrow("useApi outside the app shell");
  });
});
