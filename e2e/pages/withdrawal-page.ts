import type { Page } from "@playwright/test";
import { withTestIds } from "./page-object";

/** Visible names of the withdrawal page in one language, passed in by the journey. */
export interface WithdrawalLabels {
  name: string;
  orderNumber: string;
  email: string;
  next: string;
  confirm: string;
}

/** /withdrawal: the withdrawal button's form, its confirmation step and the acknowledgement. */
export class WithdrawalPage extends withTestIds({
  form: "withdrawal-form",
  confirmStep: "withdrawal-confirm",
  receipt: "withdrawal-receipt",
  received: "withdrawal-received",
}) {
  constructor(
    page: Page,
    readonly labels: WithdrawalLabels,
  ) {
    super(page);
  }

  async fill(fields: { name: string; orderNumber: string; email: string }) {
    await this.form.getByLabel(this.labels.name).fill(fields.name);
    await this.form.getByLabel(this.labels.orderNumber).fill(fields.orderNumber);
    await this.form.getByLabel(this.labels.email).fill(fields.email);
    await this.form.getByRole("button", { name: this.labels.next }).click();
  }

  confirmButton() {
    return this.confirmStep.getByRole("button", { name: this.labels.confirm });
  }
}
