/**
 * Takes the obvious personal data out of free text a browser sends (an `index/nodeError`
 * report quotes whatever the page showed or the shopper typed) before it is logged or kept
 * (docs/decisions/1100-deploy-and-operate.md). Obvious means: email addresses, and runs of
 * 7 or more digits (phone, card, account and order numbers), spaces, dashes, dots, slashes
 * and brackets allowed between them. Digits inside a word — a build hash, `line:col` of a
 * stack frame — stay, so the report still says where it broke.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const DIGIT_RUN = /(?<![\p{L}\p{N}_])\+?\d(?:[\s().\-/]{0,3}\d){6,}(?![\p{L}\p{N}_])/gu;

export function redactPersonal(text: string): string {
  return text.replace(EMAIL, "[email]").replace(DIGIT_RUN, "[number]");
}

/** The path of a reported URL: its query and fragment can carry an email or an order number. */
export function pathOnly(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, "https://x.invalid").pathname;
  } catch {
    return null;
  }
}
