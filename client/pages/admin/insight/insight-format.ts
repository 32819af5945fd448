import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/** Numbers of the insight screen in the screen's language. */
export function useInsightFormat() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.locale);
    const share = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 1 });
    const money = (currency: string) => new Intl.NumberFormat(i18n.locale, { style: "currency", currency });
    return {
      count: (n: number) => count.format(n),
      share: (n: number) => share.format(n),
      money: (n: number, currency: string) => money(currency).format(n),
      /** A vital's value: CLS has no unit, the others are milliseconds. */
      vital: (name: string, n: number) =>
        name === "CLS" ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 3 }).format(n) : `${count.format(Math.round(n))} ms`,
    };
  }, [i18n.locale]);
}
