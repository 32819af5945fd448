import { PAYMENT_METHODS, REAL_PROVIDERS, type PaymentMethodKey, type RealProvider } from "~/shared/payment-methods";
import { isDevelopment } from "../../config";
import type { Env } from "../../env";
import { adyenProvider } from "./adyen";
import { dlocalProvider } from "./dlocal";
import { ozowProvider } from "./ozow";
import { paypalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { sezzleProvider } from "./sezzle";

/**
 * The providers, each built from the environment: a real adapter exists only when its
 * credentials are configured (see .dev.vars.example). The sandbox exists only in development
 * (ENVIRONMENT local or development), where it stands in for every real provider that is not
 * configured, so a fresh `npm start` can pay every method. In production there is no stand-in:
 * a method whose provider is not configured is not offered and is refused
 * (docs/decisions/0201-payment-providers-in-production.md).
 */
const REAL: Record<RealProvider, (env: Env) => PaymentProvider | null> = {
  paypal: paypalProvider,
  adyen: adyenProvider,
  sezzle: sezzleProvider,
  dlocal: dlocalProvider,
  ozow: ozowProvider,
};

/** The provider answering /payback/{key} and its webhook; null when it does not exist here. */
export function providerByKey(env: Env, key: string): PaymentProvider | null {
  if (key === "sandbox") return isDevelopment(env) ? sandboxProvider : null;
  return Object.hasOwn(REAL, key) ? REAL[key as RealProvider](env) : null;
}

/** Who takes a method's payments: its real provider, the sandbox in development, else nobody. */
export function providerForMethod(env: Env, method: PaymentMethodKey): PaymentProvider | null {
  return providerByKey(env, PAYMENT_METHODS[method].provider) ?? (isDevelopment(env) ? sandboxProvider : null);
}

/** The real providers whose methods can be paid here (all of them in development, via the sandbox). */
export function payableProviders(env: Env): RealProvider[] {
  return REAL_PROVIDERS.filter((key) => isDevelopment(env) || REAL[key](env) !== null);
}
