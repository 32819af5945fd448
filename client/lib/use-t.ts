import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/** `t("key", values)`: the catalogue text for a key; an unknown key shows the key. */
export function useT() {
  const { i18n } = useLingui();
  return useCallback((id: string, values?: Record<string, unknown>) => i18n._(id, values), [i18n]);
}
