import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { renderUi } from "../../components/ui/testing";

/** Renders a back-office piece with `fetch` answering for the worker, and a user to drive it (tests only). */
export function renderWithApi(ui: ReactElement, fetch: (url: string, init: RequestInit) => unknown = vi.fn()) {
  vi.stubGlobal("fetch", fetch);
  const user = userEvent.setup();
  renderUi(ui);
  return { user, fetch };
}
