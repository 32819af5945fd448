import type { I18n } from "@lingui/core";
import type { Locale } from "~/shared/i18n-config";
import { createI18n } from "~/shared/i18n";

const instances = new Map<Locale, Promise<I18n>>();

/** One i18n instance per locale and isolate, for API messages and server rendering. */
export function i18nFor(locale: Locale): Promise<I18n> {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export async function translatorFor(locale: Locale): Promise<Translate> {
  const i18n = await i18nFor(locale);
  return (key, values) => i18n._(key, values);
}
