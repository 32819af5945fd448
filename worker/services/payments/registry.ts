import { PAYMENT_METHODS, type PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import { adyenProvider } from "./adyen";
import { dlocalProvider } from "./dlocal";
import { paypalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { sezzleProvider } from "./sezzle";

/**
 * The providers, each built from the environment: a real adapter exists only when its
 * credentials are configured (see .dev.vars.example), so a fresh `npm start` pays every
 * method through the sandbox. Each method names its real provider in
 * shared/payment-methods.ts and goes there once that provider is configured; /payback/{key}
 * answers for every configured provider. Ozow has no adapter: it charges in ZAR, which is not
 * one of the shop's currencies (spec §9).
 */
const PROVIDERS: Record<string, (env: Env) => PaymentProvider | null> = {
  sandbox: () => sandboxProvider,
  paypal: paypalProvider,
  adyen: adyenProvider,
  sezzle: sezzleProvider,
  dlocal: dlocalProvider,
};

export function providerByKey(env: Env, key: string): PaymentProvider | null {
  return Object.hasOwn(PROVIDERS, key) ? PROVIDERS[key](env) : null;
}

export function providerForMethod(env: Env, method: PaymentMethodKey): PaymentProvider {
  return providerByKey(env, PAYMENT_METHODS[method].provider) ?? sandboxProvider;
}
