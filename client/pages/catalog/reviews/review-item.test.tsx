import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewItem as Review } from "~/shared/reviews";
import { renderUi } from "../../../components/ui/testing";
import { shellStore, stubApi } from "../../../test/shell-fixture";
import { ReviewItem } from "./review-item";

const review = (over: Partial<Review> = {}): Review => ({
  id: 7,
  nickname: "Camille",
  rating: 4,
  body: "Lovely ring",
  language: "fr",
  verified: false,
  helpfulCount: 2,
  createdAt: Date.UTC(2026, 8, 18),
  media: [],
  reply: null,
  ...over,
});

describe("a review", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows links and HTML as the shopper typed them, never as markup", () => {
    const body = '<b>Great</b> <a href="https://spam.example">click</a> https://spam.example';
    const { container } = renderUi(<ReviewItem review={review({ body })} onOpenMedia={() => undefined} />, { store: shellStore() });
    expect(container.querySelector(".review__body")!.textContent).toBe(body);
    expect(container.querySelector("a, b")).toBeNull();
  });

  it("badges a verified buyer and shows the shop's reply", () => {
    renderUi(<ReviewItem review={review({ verified: true, reply: { body: "Merci !", at: 1 } })} onOpenMedia={() => undefined} />, {
      store: shellStore(),
    });
    expect(screen.getByTestId("verified-badge").textContent).toBe("Verified buyer");
    expect(screen.getByText("Reply from the shop")).toBeTruthy();
    expect(screen.getByText("Merci !")).toBeTruthy();
  });

  it("opens the viewer on a photo and votes helpful once", async () => {
    const api = stubApi({ "review/helpful": () => ({ code: 200, message: "Thanks for your feedback!", data: { counted: true, helpfulCount: 3 } }) });
    vi.stubGlobal("fetch", api.fetch);
    const opened: number[] = [];
    const user = userEvent.setup();
    renderUi(
      <ReviewItem
        review={review({ media: [{ key: "u/0123456789abcdef0123456789abcdef", kind: "image", width: 800, height: 600, durationMs: null }] })}
        onOpenMedia={(_, i) => opened.push(i)}
      />,
      { store: shellStore() },
    );
    await user.click(screen.getByRole("button", { name: "Photo 1 of Camille's review" }));
    expect(opened).toEqual([0]);
    const helpful = screen.getByRole("button", { name: "Helpful (2)" });
    await user.click(helpful);
    expect(await screen.findByRole("button", { name: "Helpful (3)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Helpful (3)" }));
    expect(api.calls.filter((c) => c.path === "review/helpful")).toHaveLength(1);
  });
});
