import type { FormEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { AdminError } from "./admin-layout";

/**
 * One action's form in a section of its own (an order's Ship, a wallet change, a new coupon):
 * its heading names the section, the submit button is busy while the action runs, and the
 * action's message stands under the form. `note` is a line between the heading and the form.
 */
export function ActionForm({
  title,
  label,
  action,
  submit,
  heading = "h3",
  stack = false,
  note,
  children,
}: {
  title: ReactNode;
  /** The submit button's text; it also names the heading's id. */
  label: string;
  action: { busy: boolean; error: string | null };
  submit: () => void;
  heading?: "h2" | "h3";
  /** One field a line (a long form) rather than side by side. */
  stack?: boolean;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const id = `action-${label.replace(/\W+/g, "-").toLowerCase()}`;
  const Heading = heading;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <section className="admin__section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {note}
      <form className={stack ? "admin__form admin__form--stack" : "admin__form"} onSubmit={onSubmit} noValidate>
        {children}
        <Button type="submit" variant="primary" loading={action.busy}>
          {label}
        </Button>
      </form>
      <AdminError message={action.error} />
    </section>
  );
}
