import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../components/ui/testing";
import { useT } from "./use-t";

function Label({ id }: { id: string }) {
  const t = useT();
  return <p data-testid="label">{t(id, { count: 2 })}</p>;
}

describe("useT", () => {
  it("gives the catalogue's text for a known key", () => {
    renderUi(<Label id="floating.cart" />);
    expect(screen.getByTestId("label").textContent).toBe("Shopping bag, 2 items");
  });

  it("shows an unknown key as the key itself", () => {
    renderUi(<Label id="no.such.key" />);
    expect(screen.getByTestId("label").textContent).toBe("no.such.key");
  });
});
