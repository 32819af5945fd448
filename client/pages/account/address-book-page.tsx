import { useState } from "react";
import type { SavedAddress } from "~/shared/account-types";
import type { Address } from "~/shared/schemas/address";
import { AccountLayout } from "../../components/account/account-layout";
import { AddressForm, emptyAddress, type AddressValues } from "../../components/account/address-form";
import { CheckboxField, FormMessage, type FormStatus } from "../../components/account/form-fields";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { AddressBookData } from "./account-loaders.server";
import { definePage } from "../define-page";

type Editing = { id?: number; values: AddressValues } | null;

/** /accounts/addressbook: saved addresses; add, edit, delete, choose the default. */
export default definePage(AddressBookPage, { loader: () => import("./account-loaders.server").then((m) => m.addressBookLoader) });

function AddressBookPage({ data }: PageProps<AddressBookData>) {
  const t = useT();
  const api = useApi();
  const [addresses, setAddresses] = useState<SavedAddress[]>(data.addresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState<FormStatus>({ state: "idle" });
  const hydrated = useHydrated();

  const open = (address?: SavedAddress) => {
    setStatus({ state: "idle" });
    setMakeDefault(address?.isDefault ?? false);
    setEditing(address ? { id: address.id, values: toValues(address) } : { values: emptyAddress(data.email, data.country) });
  };

  const reload = async (message: string) => {
    const result = await api<SavedAddress[]>("account/addresses");
    if (result.code === 200) setAddresses(result.data);
    setStatus({ state: "success", message });
  };

  const act = async (path: "account/addressDelete" | "account/addressSetDefault", id: number) => {
    const result = await api(path, { id });
    setConfirming(null);
    if (result.code === 200) setAddresses(result.data);
    setStatus(result.code === 200 ? { state: "success", message: result.message } : { state: "error", message: result.message });
  };

  const countryName = (iso2: string) => data.countries.find((c) => c.iso2 === iso2)?.name ?? iso2;

  return (
    <AccountLayout title={t("account.addressBook.title")}>
      <FormMessage status={status} testId="address-book-status" />
      {editing ? (
        <AddressForm
          key={editing.id ?? "new"}
          initial={editing.values}
          countries={data.countries}
          title={editing.id ? t("account.addressBook.edit") : t("account.addressBook.add")}
          submitLabel={t("account.addressBook.save")}
          submit={(address: Address) => api("account/addressSave", { ...address, id: editing.id, isDefault: makeDefault })}
          onSaved={(result) => {
            setEditing(null);
            void reload(result.message);
          }}
          onCancel={() => setEditing(null)}
          extra={
            <CheckboxField name="isDefault" label={t("account.addressBook.useAsDefault")} defaultChecked={makeDefault} onChange={setMakeDefault} />
          }
        />
      ) : (
        <p>
          <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => open()}>
            {t("account.addressBook.add")}
          </button>
        </p>
      )}
      {addresses.length === 0 ? (
        !editing && <p>{t("account.addressBook.empty")}</p>
      ) : (
        <ul className="address-list" aria-label={t("account.addressBook.title")}>
          {addresses.map((a) => (
            <li key={a.id} className="address-card" data-testid="address-card">
              <address>
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                <br />
                {a.address1}
                {a.address2 && (
                  <>
                    <br />
                    {a.address2}
                  </>
                )}
                <br />
                {[a.postcode, a.city, a.state].filter(Boolean).join(" ")}
                <br />
                {countryName(a.country)}
                <br />
                {a.phone}
              </address>
              {a.isDefault && <p className="address-card__default">{t("account.addressBook.default")}</p>}
              <div className="address-card__actions">
                <button type="button" className="button" disabled={!hydrated} onClick={() => open(a)}>
                  {t("account.addressBook.editButton")}
                  <span className="visually-hidden"> {a.address1}</span>
                </button>
                {!a.isDefault && (
                  <button type="button" className="button" disabled={!hydrated} onClick={() => act("account/addressSetDefault", a.id)}>
                    {t("account.addressBook.makeDefault")}
                    <span className="visually-hidden"> {a.address1}</span>
                  </button>
                )}
                {confirming === a.id ? (
                  <span role="group" aria-label={t("account.addressBook.confirmDelete")} className="address-card__confirm">
                    <span>{t("account.addressBook.confirmDelete")}</span>
                    <button type="button" className="button button--primary" onClick={() => act("account/addressDelete", a.id)}>
                      {t("account.addressBook.yesDelete")}
                    </button>
                    <button type="button" className="button" onClick={() => setConfirming(null)}>
                      {t("account.cancel")}
                    </button>
                  </span>
                ) : (
                  <button type="button" className="button" disabled={!hydrated} onClick={() => setConfirming(a.id)}>
                    {t("account.addressBook.delete")}
                    <span className="visually-hidden"> {a.address1}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

function toValues(a: SavedAddress): AddressValues {
  const { id: _id, isDefault: _default, ...values } = a;
  return values;
}
