import { useCallback, useMemo, useRef, useState } from "react";
import type { ShippingChoice } from "~/shared/checkout-types";
import { formatMoney, round2 } from "~/shared/money";
import { paymentMethodsFor, type PaymentMethodKey } from "~/shared/payment-methods";
import { shippingAllowedTo, type ShippingMethodKey } from "~/shared/shipping-rules";
import { vatFor } from "~/shared/vat";
import { useLazyModule } from "../../lib/lazy-module";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { emptyAddress, type AddressKey, type AddressValues } from "./address-fields";
import type { CheckoutPageData } from "./checkout-data";
import { initialShipping } from "./saved-address-picker";
import { useWalletBalance, walletSplit } from "./wallet-control";

// zod stays out of the initial JavaScript: the schema loads on first focus (newsletter-form.tsx).
const loadSchemas = () => import("~/shared/schemas/order");

export type Notice = { kind: "error" | "info"; text: string } | null;

/** The checkout form: its state, the choices the address allows, validation and placing the order. */
export function useCheckoutForm(data: CheckoutPageData) {
  const t = useT();
  const api = useApi();
  const schemas = useLazyModule(loadSchemas);
  const [email, setEmail] = useState(data.email);
  const [shipping, setShipping] = useState<AddressValues>(() => initialShipping(data));
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressValues>(() => emptyAddress(data.defaultCountry));
  const [shippingMethod, setShippingMethod] = useState<ShippingMethodKey>("standard");
  const [chosenPayment, setPaymentMethod] = useState<PaymentMethodKey | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [useWallet, setUseWallet] = useState(false);
  const [tariffChosen, setTariffInsurance] = useState(false);
  const [saveChosen, setSaveCard] = useState(false);
  // One key per checkout visit: a double click or a retry after a lost answer gives the same order.
  const idempotencyKey = useRef<string | null>(null);

  const courierBlocked = !shippingAllowedTo("express", shipping);
  const shippingOptions: ShippingChoice[] = data.shipping
    .filter((o) => o.method !== "threeDay" || shipping.country === "US")
    .map((o) => ({ ...o, allowed: shippingAllowedTo(o.method, shipping) }));
  const selected = shippingOptions.find((o) => o.method === shippingMethod && o.allowed) ?? shippingOptions[0];

  const currency = data.totalBeforeShipping.currency;
  // VAT for the chosen country, decided as order/create decides it (docs/decisions/1320-vat-at-checkout.md).
  const vat = vatFor({
    store: data.store,
    country: shipping.country,
    currency,
    rates: data.vat.rates,
    goods: data.vat.goods,
    extras: round2(data.vat.extras + (selected?.price.amount ?? 0)),
    agreedAmount: data.orderType !== "normal",
  });
  // Offered where the chosen destination may charge duties on delivery, which VAT collected at the
  // till rules out; the server prices and refuses it the same way.
  const tariffPrice = vat.status !== "collected" && data.tariffInsurance?.countries.includes(shipping.country) ? data.tariffInsurance.price : null;
  const tariffInsurance = tariffChosen && tariffPrice !== null;
  const totalAmount = round2(
    data.totalBeforeShipping.amount + (selected?.price.amount ?? 0) + (tariffInsurance ? (tariffPrice?.amount ?? 0) : 0) + vat.adjust,
  );
  const total = { amount: totalAmount, currency, formatted: formatMoney(totalAmount, currency) };
  // A new notice may mean the server found another balance: ask again.
  const walletBalance = useWalletBalance(notice);
  const { due } = walletSplit(walletBalance, total, useWallet);
  // Method limits (pay-later plans: 30–1,500 USD) apply to what the provider is asked to
  // charge: the total with shipping, less the wallet's part, in USD as order/create checks it.
  const usdCentsPerUnit = data.totalBeforeShipping.amount > 0 ? data.totalUsdCents / data.totalBeforeShipping.amount : 0;
  const dueUsdCents = Math.round(due.amount * usdCentsPerUnit);

  const methods = useMemo(
    () =>
      paymentMethodsFor({
        store: data.store,
        country: shipping.country,
        dueUsdCents,
        hasStoredCard: data.storedCards.length > 0,
        customMade: data.orderType === "custommade",
        providers: data.providers,
      }),
    [data.store, dueUsdCents, data.orderType, shipping.country, data.providers, data.storedCards.length],
  );
  const paymentMethod = chosenPayment && methods.includes(chosenPayment) ? chosenPayment : (methods[0] ?? null);
  // Only a card payment of a signed-in customer can be saved (docs/decisions/0811-stored-cards.md).
  const saveCard = saveChosen && data.canSaveCard && paymentMethod === "card";

  const clearError = (path: string) => setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));
  const changeShipping = (key: AddressKey, value: string) => {
    setShipping((a) => ({ ...a, [key]: value, ...(key === "country" ? { state: "", certificateType: "", certificateNumber: "", cpf: "" } : {}) }));
    clearError(`shippingAddress.${key}`);
  };
  const changeBilling = (key: AddressKey, value: string) => {
    setBilling((a) => ({ ...a, [key]: value, ...(key === "country" ? { state: "" } : {}) }));
    clearError(`billingAddress.${key}`);
  };

  const body = () => ({
    idempotencyKey: (idempotencyKey.current ??= crypto.randomUUID()),
    email,
    shippingAddress: shipping,
    billingAddress: billingSame ? null : billing,
    shippingMethod: selected?.method ?? shippingMethod,
    paymentMethod: paymentMethod ?? "",
    orderType: data.orderType,
    ...(data.customMadeParam ? { customMadeParam: data.customMadeParam } : {}),
    expectedTotal: totalAmount,
    ...(useWallet ? { useWallet: true } : {}),
    ...(tariffInsurance ? { tariffInsurance: true } : {}),
    ...(saveCard ? { saveCard: true } : {}),
  });

  const submit = useCallback(async () => {
    setNotice(null);
    const { orderCreateSchema } = await schemas.load();
    const request = body();
    const parsed = orderCreateSchema(data.countries).safeParse(request);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= t(issue.message);
      setErrors(found);
      setNotice({ kind: "error", text: t("checkout.fixErrors") });
      return null;
    }
    setBusy(true);
    try {
      const answer = await api("order/create", parsed.data);
      if (answer.code === 200) return answer.data;
      if (answer.data?.fields) setErrors(answer.data.fields);
      setNotice({ kind: "error", text: answer.message });
      // A new total was shown: the next attempt may place the order at it, under a fresh key.
      if (answer.code === 409) idempotencyKey.current = null;
      return null;
    } catch {
      setNotice({ kind: "error", text: t("cart.networkError") });
      return null;
    } finally {
      setBusy(false);
    }
    // `body()` is rebuilt each render from the values listed here, which are its real inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schemas, data, api, t, email, shipping, billing, billingSame, selected, paymentMethod, totalAmount, useWallet, tariffInsurance, saveCard]);

  return {
    email,
    setEmail: (v: string) => {
      setEmail(v);
      clearError("email");
    },
    shipping,
    changeShipping,
    setShipping,
    billingSame,
    setBillingSame,
    billing,
    changeBilling,
    shippingOptions,
    shippingMethod: selected?.method ?? shippingMethod,
    setShippingMethod,
    courierBlocked,
    selectedShipping: selected,
    methods,
    paymentMethod,
    setPaymentMethod,
    total,
    useWallet,
    setUseWallet,
    saveCard,
    setSaveCard,
    tariffPrice,
    tariffInsurance,
    setTariffInsurance,
    vat,
    walletBalance,
    due,
    errors,
    notice,
    busy,
    submit,
    preload: schemas.preload,
  };
}
