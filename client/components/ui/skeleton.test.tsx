import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Skeleton } from "./skeleton";
import { Spinner } from "./spinner";
import { renderUi } from "./testing";

describe("Skeleton", () => {
  it("shows rows whose last one is 60% wide, then the content", () => {
    const { container, rerender } = renderUi(
      <Skeleton rows={4}>
        <p>Loaded</p>
      </Skeleton>,
    );
    const rows = container.querySelectorAll<HTMLElement>(".ui-skeleton__row");
    expect(rows).toHaveLength(4);
    expect(rows[3].style.width).toBe("60%");
    expect(rows[0].style.width).toBe("");
    expect(screen.getByText("loading...")).toBeTruthy();
    rerender(
      <Skeleton rows={4} loading={false}>
        <p>Loaded</p>
      </Skeleton>,
    );
    expect(screen.getByText("Loaded")).toBeTruthy();
    expect(container.querySelector(".ui-skeleton")).toBeNull();
  });
});

describe("Spinner and Button", () => {
  it("announces loading", () => {
    renderUi(<Spinner />);
    expect(screen.getByRole("status").textContent).toBe("loading...");
  });

  it("a loading button is busy, disabled and reads loading...", () => {
    renderUi(<Button loading>Pay now</Button>);
    const button = screen.getByRole("button", { name: "loading..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
