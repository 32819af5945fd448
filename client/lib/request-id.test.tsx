import { screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "../root";
import { renderUi } from "../components/ui/testing";
import { REQUEST_ID_ATTRIBUTE, RequestIdContext } from "./request-id";

/** The root error boundary for a page whose loader failed this way, with or without the server's id. */
async function errorPage(failure: () => never, requestId?: string) {
  const router = createMemoryRouter([{ path: "/", loader: failure, element: <p>page</p>, errorElement: <ErrorBoundary /> }]);
  renderUi(
    <RequestIdContext.Provider value={requestId}>
      <RouterProvider router={router} />
    </RequestIdContext.Provider>,
    { router: false },
  );
  return screen.findByRole("heading", { level: 1 });
}

describe("the error page's request id", () => {
  it("shows the shopper the server's request id when the page failed", async () => {
    await errorPage(() => {
      throw new Error("loader broke");
    }, "8f2b6c1d3e4a5b6c-FRA");
    expect(screen.getByText("Error reference: 8f2b6c1d3e4a5b6c-FRA").getAttribute(REQUEST_ID_ATTRIBUTE)).toBe("8f2b6c1d3e4a5b6c-FRA");
  });

  it("keeps the id the server wrote when the browser hydrates the page without it", async () => {
    const written = document.createElement("p");
    written.setAttribute(REQUEST_ID_ATTRIBUTE, "0123456789abcdef");
    document.body.appendChild(written);
    try {
      await errorPage(() => {
        throw new Error("loader broke");
      });
      expect(screen.getByText("Error reference: 0123456789abcdef")).toBeTruthy();
    } finally {
      written.remove();
    }
  });

  it("shows no reference for a page that is simply not there", async () => {
    await errorPage(() => {
      throw data(null, { status: 404 });
    }, "8f2b6c1d3e4a5b6c");
    expect(screen.queryByText(/Error reference/)).toBeNull();
  });
});
