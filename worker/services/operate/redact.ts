/**
 * Takes the obvious personal data out of free text a browser sends (an `index/nodeError`
 * report quotes whatever the page showed or the shopper typed) before it is logged or kept
 * (docs/decisions/1100-deploy-and-operate.md). Obvious means: email addresses, and runs of
 * 7 or more digits (phone, card, account and order numbers), spaces, dashes, dots, slashes
 * and brackets allowed between them; the shop's order numbers; long tokens of letters and digits
 * mixed. Digits inside a word — a build hash, `line:col` of a stack frame — stay, so the report
 * still says where it broke.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const DIGIT_RUN = /(?<![\p{L}\p{N}_])\+?\d(?:[\s().\-/]{0,3}\d){6,}(?![\p{L}\p{N}_])/gu;

/** The shop's order numbers: a store's two letters, then the date and six digits (shared/order-number.ts). */
const ORDER_NUMBER = /(?<![\p{L}\p{N}_])[A-Z]{2}\d{12}(?![\p{L}\p{N}_])/gu;
/** A long run of letters and digits mixed, dots allowed (a signed token, a reset link's key, an upload key). */
const TOKEN = /(?<![\p{L}\p{N}_.-])(?=[A-Za-z0-9_.-]*\d)(?=[A-Za-z0-9_.-]*[A-Za-z])[A-Za-z0-9_.-]{32,}(?![\p{L}\p{N}_.-])/gu;

export function redactPersonal(text: string): string {
  return text.replace(EMAIL, "[email]").replace(ORDER_NUMBER, "[order]").replace(TOKEN, "[token]").replace(DIGIT_RUN, "[number]");
}

/** A full or relative URL with a query or fragment, inside free text (an error's message or stack). */
const URL_WITH_QUERY = /((?:https?:\/\/[^\s"'<>?#)]+)|(?:\/[^\s"'<>?#)]*))[?#][^\s"'<>)]*/g;

/**
 * Free text about to be logged (an error's message or stack, which may quote the URL a fetch
 * asked for): every URL loses its query and fragment, then what is personal goes as above.
 */
export function redactForLog(text: string): string {
  return redactPersonal(text.replace(URL_WITH_QUERY, "$1?[query]"));
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
