import { useAtomValue } from "jotai";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { CUSTOM_JEWELRY, JEWELSAFE_RETURNS_DAYS, RETURNS_DAYS, REVIEW_COUNT_DISPLAYED, SHIPPING, TRUST_SCORE } from "~/shared/constants";
import { languageAtom, storeAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import type { HelpMoney } from "./help-loader.server";

type HelpValues = Record<string, string | number | null>;

const HelpValuesContext = createContext<HelpValues>({});

/**
 * The placeholders every help text may use: amounts from the loader (shopper's currency),
 * The shop's figures from shared/constants and the store's own name and addresses. Texts take
 * them from here rather than spelling them out, so a changed constant changes every page.
 */
export function HelpValuesProvider({ money, children }: { money: HelpMoney; children: ReactNode }) {
  const store = useAtomValue(storeAtom);
  const language = useAtomValue(languageAtom);
  const values = useMemo<HelpValues>(
    () => ({
      ...money,
      brand: store.seriesName,
      email: store.customJewelry.email,
      collabEmail: store.socialLinks.insEmail,
      standardDays: SHIPPING.standardDays,
      expressDays: SHIPPING.expressDays,
      threeDayDays: SHIPPING.threeDayDays,
      returnsDays: RETURNS_DAYS,
      jewelSafeDays: JEWELSAFE_RETURNS_DAYS,
      customWeeks: CUSTOM_JEWELRY.weeks,
      moldDays: CUSTOM_JEWELRY.moldDays,
      draftHours: CUSTOM_JEWELRY.draftHours,
      courierDays: CUSTOM_JEWELRY.courierDays,
      firstPayment: CUSTOM_JEWELRY.payments[0],
      secondPayment: CUSTOM_JEWELRY.payments[1],
      finalPayment: CUSTOM_JEWELRY.payments[2],
      reviewCount: new Intl.NumberFormat(language).format(REVIEW_COUNT_DISPLAYED),
      trustScore: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(TRUST_SCORE),
    }),
    [money, store, language],
  );
  return <HelpValuesContext.Provider value={values}>{children}</HelpValuesContext.Provider>;
}

/** `ht("help.…")`: a help text with every help placeholder filled in. */
export function useHelpText() {
  const t = useT();
  const values = useContext(HelpValuesContext);
  return useCallback((key: string, extra?: Record<string, unknown>) => t(key, { ...values, ...extra }), [t, values]);
}

/** A raw help value, for the few places that render it as more than text (a mailto link). */
export function useHelpValue(name: string) {
  return useContext(HelpValuesContext)[name];
}
