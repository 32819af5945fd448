import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuestionItem } from "~/shared/reviews";
import { QUESTION_PAGE_SIZE } from "~/shared/reviews";
import { renderUi } from "../../../components/ui/testing";
import { shellStore, stubApi } from "../../../test/shell-fixture";
import { Questions } from "./questions";

const question = (id: number, answer?: string): QuestionItem => ({
  id,
  body: `Question ${id}?`,
  createdAt: Date.UTC(2026, 10, 2),
  answers: answer ? [{ body: answer, at: Date.UTC(2026, 10, 3) }] : [],
});

const listed = (questions: QuestionItem[], total: number) => ({ code: 200, message: "", data: { questions, total } });

describe("the product page's questions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("show each answered question with the shop's answer under it", async () => {
    const api = stubApi({ "question/list": () => listed([question(4, "Yes, it is solid gold."), question(3, "About 2 g.")], 2) });
    vi.stubGlobal("fetch", api.fetch);
    renderUi(<Questions productCode="100175" />, { store: shellStore() });

    const items = await screen.findAllByTestId("question");
    expect(items.map((item) => item.querySelector(".question__text")!.textContent)).toEqual([
      expect.stringContaining("Question 4?"),
      expect.stringContaining("Question 3?"),
    ]);
    expect(within(items[0]).getByText("Answer from the shop")).toBeTruthy();
    expect(within(items[0]).getByText("Yes, it is solid gold.")).toBeTruthy();
    expect(within(items[1]).getByText("About 2 g.")).toBeTruthy();
    expect(api.calls).toEqual([{ path: "question/list", body: { productCode: "100175", page: 1 } }]);
    expect(screen.queryByRole("button", { name: "More questions" })).toBeNull();
  });

  it("says none are answered yet when the list is empty, and loads the next page on More", async () => {
    const empty = stubApi({ "question/list": () => listed([], 0) });
    vi.stubGlobal("fetch", empty.fetch);
    const { unmount } = renderUi(<Questions productCode="100175" />, { store: shellStore() });
    expect(await screen.findByText("No questions answered yet.")).toBeTruthy();
    unmount();

    const first = Array.from({ length: QUESTION_PAGE_SIZE }, (_, i) => question(20 - i, "Answered."));
    const paged = stubApi({
      "question/list": (body) =>
        (body as { page: number }).page === 1 ? listed(first, QUESTION_PAGE_SIZE + 1) : listed([question(1, "Last one.")], QUESTION_PAGE_SIZE + 1),
    });
    vi.stubGlobal("fetch", paged.fetch);
    const user = userEvent.setup();
    renderUi(<Questions productCode="100175" />, { store: shellStore() });
    await user.click(await screen.findByRole("button", { name: "More questions" }));
    expect(await screen.findByText("Last one.")).toBeTruthy();
    expect(screen.getAllByTestId("question")).toHaveLength(QUESTION_PAGE_SIZE + 1);
    expect(screen.queryByRole("button", { name: "More questions" })).toBeNull();
  });
});
