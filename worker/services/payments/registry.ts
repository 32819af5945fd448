import { PAYMENT_METHODS, type PaymentMethodKey } from "~/shared/payment-methods";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";

/**
 * The wired providers. The real adapters (PayPal, Adyen, dLocal, Ozow, Sezzle) are not built
 * yet: each method names its real provider in shared/payment-methods.ts, and until an adapter
 * for it is registered here, the method pays through the sandbox. Adding one is a module
 * implementing PaymentProvider plus one line in this map; /payback/{key} then answers for it.
 */
const PROVIDERS: Record<string, PaymentProvider> = {
  sandbox: sandboxProvider,
};

export function providerByKey(key: string): PaymentProvider | null {
  return Object.hasOwn(PROVIDERS, key) ? PROVIDERS[key] : null;
}

export function providerForMethod(method: PaymentMethodKey): PaymentProvider {
  return providerByKey(PAYMENT_METHODS[method].provider) ?? sandboxProvider;
}
