import { useState } from "react";
import { RadioGroup } from "../../components/ui/radio-group";
import { useT } from "../../lib/use-t";
import { ADDRESS_KEYS, emptyAddress, type AddressValues } from "./address-fields";
import type { CheckoutPageData } from "./checkout-data";

type Saved = CheckoutPageData["savedAddresses"][number];

const NEW = "new";

/** A saved address as the checkout form's field values. */
const savedAddressValues = (saved: Saved): AddressValues =>
  Object.fromEntries(ADDRESS_KEYS.map((key) => [key, String(saved[key] ?? "")])) as AddressValues;

const defaultOf = (data: Pick<CheckoutPageData, "savedAddresses" | "defaultAddressId">) =>
  data.savedAddresses.find((a) => a.id === data.defaultAddressId) ?? null;

/** The shipping fields a checkout starts with: the customer's default address, else empty ones. */
export function initialShipping(data: Pick<CheckoutPageData, "savedAddresses" | "defaultAddressId" | "defaultCountry">): AddressValues {
  const saved = defaultOf(data);
  return saved ? savedAddressValues(saved) : emptyAddress(data.defaultCountry);
}

const oneLine = (a: Saved) =>
  [`${a.firstName} ${a.lastName}`, a.address1, a.address2, a.city, a.state, a.postcode, a.country].filter(Boolean).join(", ");

/**
 * Issue 7: a signed-in customer ships to an address of their address book, the default one
 * chosen at first. Choosing fills the fields below, which stay editable; "A new address"
 * empties them.
 */
export function SavedAddressPicker({
  data,
  onPick,
}: {
  data: Pick<CheckoutPageData, "savedAddresses" | "defaultAddressId" | "defaultCountry">;
  onPick: (address: AddressValues) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string>(() => String(defaultOf(data)?.id ?? NEW));
  const options = [
    ...data.savedAddresses.map((a) => ({
      value: String(a.id),
      label: a.id === data.defaultAddressId ? `${oneLine(a)} (${t("account.checkoutAddresses.default")})` : oneLine(a),
    })),
    { value: NEW, label: t("account.checkoutAddresses.new") },
  ];
  const choose = (value: string) => {
    setChosen(value);
    const saved = data.savedAddresses.find((a) => String(a.id) === value);
    onPick(saved ? savedAddressValues(saved) : emptyAddress(data.defaultCountry));
  };
  return (
    <div className="saved-address-picker" data-testid="saved-addresses">
      <RadioGroup legend={t("account.checkoutAddresses.legend")} options={options} value={chosen} onChange={choose} name="savedAddress" />
    </div>
  );
}
