import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Input, type InputProps } from "./input";
import { renderUi } from "./testing";

function Harness(props: Partial<InputProps>) {
  const [value, setValue] = useState("");
  return (
    <>
      <Input label="Email" value={value} onChange={setValue} {...props} />
      <output data-testid="value">[{value}]</output>
    </>
  );
}

describe("Input", () => {
  it("trims its text on blur", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.type(screen.getByLabelText("Email"), "  ann@example.com ");
    expect(screen.getByTestId("value").textContent).toBe("[  ann@example.com ]");
    await user.tab();
    expect(screen.getByTestId("value").textContent).toBe("[ann@example.com]");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ann@example.com");
  });

  it("leaves passwords and trim={false} fields as typed", async () => {
    const user = userEvent.setup();
    renderUi(<Harness type="password" label="Password" />);
    await user.type(screen.getByLabelText("Password"), " secret ");
    await user.tab();
    expect(screen.getByTestId("value").textContent).toBe("[ secret ]");
  });

  it("trims uncontrolled fields too", async () => {
    const user = userEvent.setup();
    renderUi(<Input label="Name" trim />);
    await user.type(screen.getByLabelText("Name"), " Ann ");
    await user.tab();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ann");
  });

  it("ties its hint and error to the field", () => {
    renderUi(<Input label="Email" hint="We never share it" error="Please enter a valid email" />);
    const field = screen.getByLabelText("Email");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const ids = field.getAttribute("aria-describedby")!.split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["We never share it", "Please enter a valid email"]);
  });
});
