import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderStatusBadge } from "./order-status-badge";
import { renderInShell } from "./test-shell";

describe("OrderStatusBadge", () => {
  it.each([
    ["inReview", "In review"],
    ["normal", "Normal"],
    ["bankConfirming", "Bank Confirming"],
    ["lost-in-transit", "Unknown"],
  ])("shows %s as %s", async (status, label) => {
    await renderInShell(<OrderStatusBadge status={status} testId="badge" />);
    expect(screen.getByTestId("badge").textContent).toBe(label);
  });
});
