import { useCallback, useMemo, useRef, useState } from "react";
import type { ShippingChoice } from "~/shared/checkout-types";
import { formatMoney, round2 } from "~/shared/money";
import { paymentMethodsFor, type PaymentMethodKey } from "~/shared/payment-methods";
import { shippingAllowedTo, type ShippingMethodKey } from "~/shared/shipping-rules";
import { vatFor } from "~/shared/vat";
import type { OrderCreateInput } from "~/shared/schemas/order";
import { fieldErrors } from "../../lib/field-errors";
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

/**
 * What the shopper has chosen, by the names order/create takes (`OrderCreateInput`, the shared
 * schema's input): the body is built from it and checked by that schema, so a field's error
 * comes back on the same path. `billingSame` stands for a null billing address; the payment
 * method, tariff insurance and card saving are what was chosen, kept only while still offered.
 */
interface CheckoutValues extends Required<Pick<OrderCreateInput, "email" | "useWallet" | "tariffInsurance" | "saveCard">> {
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  billingSame: boolean;
  shippingMethod: ShippingMethodKey;
  paymentMethod: PaymentMethodKey | null;
}

/** The checkout form: its state, the choices the address allows, validation and placing the order. */
export function useCheckoutForm(data: CheckoutPageData) {
  const t = useT();
  const api = useApi();
  const schemas = useLazyModule(loadSchemas);
  const [values, setValues] = useState<CheckoutValues>(() => ({
    email: data.email,
    shippingAddress: initialShipping(data),
    billingSame: true,
    billingAddress: emptyAddress(data.defaultCountry),
    shippingMethod: "standard",
    paymentMethod: null,
    useWallet: false,
    tariffInsurance: false,
    saveCard: false,
  }));
  // Field errors by path, as the shared schema or order/create's answer name them.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<{ busy: boolean; notice: Notice }>({ busy: false, notice: null });
  const { email, shippingAddress: shipping, billingAddress: billing, billingSame, shippingMethod, useWallet } = values;
  const { notice, busy } = sending;
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
  const tariffInsurance = values.tariffInsurance && tariffPrice !== null;
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
  const chosenPayment = values.paymentMethod;
  const paymentMethod = chosenPayment && methods.includes(chosenPayment) ? chosenPayment : (methods[0] ?? null);
  // Only a card payment of a signed-in customer can be saved (docs/decisions/0811-stored-cards.md).
  const saveCard = values.saveCard && data.canSaveCard && paymentMethod === "card";

  /** Sets one value; a field changed loses its error. */
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const clearError = (path: string) => setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));
  const changeAddress = (side: "shippingAddress" | "billingAddress", key: AddressKey, value: string) => {
    // A new country starts its own rules' fields empty (state, certificate, CPF).
    const cleared =
      key !== "country" ? {} : side === "shippingAddress" ? { state: "", certificateType: "", certificateNumber: "", cpf: "" } : { state: "" };
    setValues((v) => ({ ...v, [side]: { ...v[side], [key]: value, ...cleared } }));
    clearError(`${side}.${key}`);
  };
  const setNotice = (next: Notice) => setSending((s) => ({ ...s, notice: next }));
  const setBusy = (next: boolean) => setSending((s) => ({ ...s, busy: next }));

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
      setErrors(fieldErrors(parsed.error.issues, t));
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
    setEmail: (v: string) => set("email", v),
    shipping,
    changeShipping: (key: AddressKey, value: string) => changeAddress("shippingAddress", key, value),
    setShipping: (address: AddressValues) => set("shippingAddress", address),
    billingSame,
    setBillingSame: (same: boolean) => set("billingSame", same),
    billing,
    changeBilling: (key: AddressKey, value: string) => changeAddress("billingAddress", key, value),
    shippingOptions,
    shippingMethod: selected?.method ?? shippingMethod,
    setShippingMethod: (method: ShippingMethodKey) => set("shippingMethod", method),
    courierBlocked,
    selectedShipping: selected,
    methods,
    paymentMethod,
    setPaymentMethod: (method: PaymentMethodKey) => set("paymentMethod", method),
    total,
    useWallet,
    setUseWallet: (on: boolean) => set("useWallet", on),
    saveCard,
    setSaveCard: (on: boolean) => set("saveCard", on),
    tariffPrice,
    tariffInsurance,
    setTariffInsurance: (on: boolean) => set("tariffInsurance", on),
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
