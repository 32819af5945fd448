import type { AdminGiftCampaign } from "~/shared/admin-types";
import { giftSaveBody } from "~/shared/schemas/free-gift";
import { STORE_KEYS } from "~/shared/stores";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { AdminDialog, CheckedForm, useCheckedForm } from "./admin-dialog-form";

/** The form's text, as typed: days as the date inputs give them, the minimum in USD. */
interface Draft {
  code: string;
  spuCode: string;
  from: string;
  until: string;
  minimum: string;
  /** null: every store. */
  stores: string[] | null;
}

const EMPTY: Draft = { code: "", spuCode: "", from: "", until: "", minimum: "0", stores: null };

const draftOf = (c: AdminGiftCampaign): Draft => ({
  code: c.code,
  spuCode: c.spuCode ?? "",
  from: c.from ?? "",
  until: c.until ?? "",
  minimum: (c.minSubtotalCents / 100).toFixed(2),
  stores: c.stores,
});

/** The body the worker checks, from the draft; empty days and "all stores" are left out, as KV stores them. */
const bodyOf = (d: Draft) => ({
  code: d.code,
  spuCode: d.spuCode,
  ...(d.from ? { from: d.from } : {}),
  ...(d.until ? { until: d.until } : {}),
  minSubtotalCents: d.minimum.trim() === "" ? 0 : Math.round(Number(d.minimum) * 100),
  ...(d.stores ? { stores: d.stores } : {}),
});

/**
 * A new campaign, or a change to one (its code stays), in a dialog: the kit's modal moves
 * focus into it, keeps Tab inside and gives focus back to the button that opened it. The
 * shared schema checks the form before it is sent; the worker checks it again with the
 * product and the code's uniqueness.
 */
export function GiftForm({ campaign, onClose, saved }: { campaign: AdminGiftCampaign | "new" | null; onClose: () => void; saved: () => void }) {
  const editing = campaign !== null && campaign !== "new";
  return (
    <AdminDialog open={campaign !== null} onClose={onClose} title={editing ? `Edit campaign ${campaign.code}` : "New campaign"}>
      {campaign !== null && (
        <GiftFields key={editing ? campaign.code : "new"} initial={editing ? draftOf(campaign) : EMPTY} editing={editing} saved={saved} />
      )}
    </AdminDialog>
  );
}

function GiftFields({ initial, editing, saved }: { initial: Draft; editing: boolean; saved: () => void }) {
  const form = useCheckedForm(initial);
  const { draft, setDraft, errors, field } = form;
  const submit = () => {
    const body = bodyOf(draft);
    const notNumber: Record<string, string> = Number.isNaN(body.minSubtotalCents) ? { minSubtotalCents: "The minimum must be a number." } : {};
    form.send(editing ? "gift/update" : "gift/create", giftSaveBody, body, saved, notNumber);
  };
  const toggleStore = (store: string) => (on: boolean) =>
    setDraft((d) => {
      const stores = on ? [...(d.stores ?? []), store] : (d.stores ?? []).filter((s) => s !== store);
      return { ...d, stores: STORE_KEYS.filter((s) => stores.includes(s)) };
    });
  return (
    <CheckedForm form={form} submit={submit} label={editing ? "Save campaign" : "Create campaign"}>
      <Input
        label="Code"
        {...field("code")}
        readOnly={editing}
        hint={editing ? "A campaign's code cannot change." : "Letters, digits, - and _; stored in capitals."}
      />
      <Input label="Gift product (SPU code)" {...field("spuCode")} />
      <Input label="First day (UTC, empty: from now)" type="date" {...field("from")} />
      <Input label="Last day (UTC, empty: no end)" type="date" {...field("until")} />
      <Input label="Minimum subtotal (USD)" inputMode="decimal" {...field("minimum", "minSubtotalCents")} />
      <fieldset className="admin__fieldset" aria-describedby={errors.stores ? "gift-stores-error" : undefined}>
        <legend>Stores</legend>
        <Checkbox label="All stores" checked={draft.stores === null} onChange={(all) => setDraft((d) => ({ ...d, stores: all ? null : [] }))} />
        {STORE_KEYS.map((store) => (
          <Checkbox
            key={store}
            label={store}
            checked={draft.stores?.includes(store) ?? true}
            disabled={draft.stores === null}
            onChange={toggleStore(store)}
          />
        ))}
        {errors.stores && (
          <p id="gift-stores-error" className="admin__error">
            {errors.stores}
          </p>
        )}
      </fieldset>
    </CheckedForm>
  );
}
