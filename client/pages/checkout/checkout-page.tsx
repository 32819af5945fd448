import { useAtomValue } from "jotai";
import { useEffect, useRef, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "../../components/ui/link";
import { pathTo } from "~/shared/url-scheme";
import { deviceAtom } from "../../atoms/shell";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { useRedirectWithOverlay } from "../../components/ui/redirect-with-overlay";
import { flush, track } from "../../lib/insight/track";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { AddressFields } from "./address-fields";
import { AddressSearch } from "./address-search";
import type { CheckoutPageData } from "./checkout-data";
import { CardChoices } from "./card-choices";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentMethods, ShippingMethods } from "./method-choices";
import { MyCoupons } from "./my-coupons";
import { SavedAddressPicker } from "./saved-address-picker";
import { useCheckoutForm } from "./use-checkout-form";
import { TariffControl } from "./tariff-control";
import { WalletControl } from "./wallet-control";
import { definePage } from "../define-page";

/** A long address book also gets a search box above its list. */
const SEARCH_FROM = 5;

/**
 * /checkout: email, shipping address, billing address (same by default), shipping
 * method, payment method and the order summary. On mobile the page is not rendered
 * again when only the path changes; on desktop it is keyed by the full path.
 */
export default definePage(CheckoutPage, { loader: () => import("./loaders.server").then((m) => m.checkoutLoader) });

function CheckoutPage({ data }: PageProps<CheckoutPageData>) {
  const device = useAtomValue(deviceAtom);
  const location = useLocation();
  const key = device === "mobile" ? "checkout" : `${location.pathname}${location.search}`;
  // Merchant insight's funnel (sent only with statistics consent: lib/insight/beacon.ts).
  useEffect(() => track({ kind: "checkout" }), []);
  return <CheckoutForm key={key} data={data} />;
}

function CheckoutForm({ data }: { data: CheckoutPageData }) {
  const t = useT();
  const form = useCheckoutForm(data);
  const redirect = useRedirectWithOverlay();
  // The shipping and billing addresses: the same fields, errors and lists, each its own values.
  const addressFields = (side: "shipping" | "billing") => (
    <AddressFields
      prefix={`${side}Address`}
      values={form[side]}
      onChange={side === "shipping" ? form.changeShipping : form.changeBilling}
      errors={form.errors}
      countries={data.countries}
      states={data.states}
      autoCompleteSection={side}
    />
  );
  const shippingStart = useRef<HTMLDivElement>(null);
  const { walletBalance, due } = form;

  if (data.blocked) {
    return (
      <section className="checkout-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">{t("checkout.title")}</h1>
        <p role="alert">{data.blocked}</p>
        <Link to={data.cart ? pathTo("cart") : "/"} className="button button--primary">
          {data.cart ? t("checkout.backToCart") : t("cart.startShopping")}
        </Link>
      </section>
    );
  }

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    const created = await form.submit();
    // The payment page belongs to the provider (here the worker's sandbox): a full navigation,
    // under the loading overlay until it begins.
    if (created?.paymentUrl) {
      // The payment starts: sent now, before the provider's page replaces this one.
      track({ kind: "payment", order: created.orderNumber });
      flush();
      redirect(created.paymentUrl);
    } else requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true'], .checkout-notice")?.focus());
  };

  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      <form className="checkout-page__layout" onSubmit={placeOrder} onFocus={form.preload} noValidate>
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby="contact-title">
            <h2 id="contact-title" className="checkout-section__title">
              {t("checkout.contact")}
            </h2>
            <Input
              label={t("checkout.field.email")}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={form.setEmail}
              error={form.errors.email}
              hint={t("checkout.emailHint")}
            />
          </section>

          <section className="checkout-section" aria-labelledby="shipping-title">
            <h2 id="shipping-title" className="checkout-section__title">
              {t("checkout.shippingAddress")}
            </h2>
            {data.savedAddresses.length > 0 && <SavedAddressPicker data={data} onPick={form.setShipping} />}
            {data.savedAddresses.length > SEARCH_FROM && (
              <AddressSearch
                saved={data.savedAddresses}
                onPick={(address) => form.setShipping(address)}
                onManual={() => shippingStart.current?.querySelector("input")?.focus()}
              />
            )}
            <div ref={shippingStart}>{addressFields("shipping")}</div>
          </section>

          <section className="checkout-section" aria-labelledby="billing-title">
            <h2 id="billing-title" className="checkout-section__title">
              {t("checkout.billingAddress")}
            </h2>
            <Checkbox checked={form.billingSame} onChange={form.setBillingSame} label={t("checkout.billingSame")} />
            {!form.billingSame && addressFields("billing")}
          </section>

          {/* A price difference or custom stage pays its fixed amount: no shipping to choose. */}
          {!data.special && (
            <section className="checkout-section">
              <ShippingMethods
                options={form.shippingOptions}
                value={form.shippingMethod}
                onChange={form.setShippingMethod}
                error={form.errors.shippingMethod}
                courierBlocked={form.courierBlocked}
              />
            </section>
          )}

          <TariffControl price={form.tariffPrice} checked={form.tariffInsurance} onChange={form.setTariffInsurance} />

          <section className="checkout-section">
            <PaymentMethods methods={form.methods} value={form.paymentMethod} onChange={form.setPaymentMethod} error={form.errors.paymentMethod} />
            <CardChoices
              method={form.paymentMethod}
              canSave={data.canSaveCard}
              save={form.saveCard}
              onSave={form.setSaveCard}
              cards={data.storedCards}
            />
          </section>
        </div>

        <div className="checkout-page__side">
          <CheckoutSummary
            data={data}
            shipping={form.selectedShipping}
            tariffInsurance={form.tariffInsurance ? form.tariffPrice : null}
            vat={form.vat}
            total={form.total}
          />
          {data.cart && <MyCoupons appliedCode={data.cart.coupon?.applied ? data.cart.coupon.code : null} />}
          <WalletControl balance={walletBalance} total={form.total} checked={form.useWallet} onChange={form.setUseWallet} />
          {form.notice && (
            <p className="checkout-notice ui-input__error" role="alert" tabIndex={-1}>
              {form.notice.text}
            </p>
          )}
          <button type="submit" className="button button--primary checkout-page__submit" disabled={form.busy || !form.paymentMethod}>
            {form.busy ? t("common.loading") : t("checkout.placeOrder", { total: due.formatted })}
          </button>
          <p className="checkout-page__legal">{t("checkout.secureNote")}</p>
        </div>
      </form>
    </section>
  );
}
