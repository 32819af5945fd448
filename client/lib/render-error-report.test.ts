import { afterEach, describe, expect, it, vi } from "vitest";
import { renderErrorBody, reportRenderError } from "./render-error-report";

afterEach(() => vi.unstubAllGlobals());

describe("client render errors", () => {
  it("describe the error, its component stack and the page's path, within the endpoint's limits", () => {
    const error = new TypeError("x is undefined");
    const body = renderErrorBody(error, "\n    at Price\n    at ProductCard", "/category-rings");
    expect(body.errorCode).toBe("CSR");
    expect(body.errorContent).toMatch(/^TypeError: x is undefined\n/);
    expect(body.errorContent).toContain("Component stack:\n    at Price");
    expect(body.url).toBe("/category-rings");
    expect(renderErrorBody("x".repeat(9000), undefined, "/").errorContent).toHaveLength(8000);
  });

  it("are posted to index/nodeError under the page's API prefix, a few per page at most", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(console, "error").mockImplementation(() => {});
    document.documentElement.dataset.apiPrefix = "/shop-api/";
    for (let i = 0; i < 8; i++) reportRenderError(new Error(`broken ${i}`), { componentStack: "\n    at Broken" });
    expect(fetch).toHaveBeenCalledTimes(5);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/shop-api/index/nodeError");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({ errorCode: "CSR", errorContent: expect.stringContaining("broken 0") });
  });
});
