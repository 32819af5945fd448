/** The withdrawal button's wire types (docs/decisions/1325-withdrawal-button.md). */

/** Step one's answer: what the consumer is about to withdraw from. */
export interface WithdrawalPreview {
  orderNumber: string;
  orderedAt: number;
  lines: { title: string; quantity: number }[];
  total: string;
  /** The end of the withdrawal period; null while the goods are not delivered yet. */
  deadline: number | null;
}

/** Step two's answer: the acknowledgement, also sent by email. */
export interface WithdrawalReceipt {
  orderNumber: string;
  withdrawnAt: number;
  email: string;
  statement: string;
  refund: string;
  refundDueAt: number;
  /** The order had been withdrawn from before (a second tab, a double click): nothing new was written. */
  already: boolean;
}

/** What an order page shows: whether the button applies, and a withdrawal already made. */
export interface WithdrawalState {
  withdrawable: boolean;
  withdrawnAt: number | null;
}
