import { useEffect, useState, type FormEvent } from "react";
import { can } from "~/shared/admin-roles";
import { imageUrl as shopImageUrl } from "~/shared/image-url";
import { STORE_KEYS } from "~/shared/stores";
import type { ProductEditor } from "~/shared/catalog-admin-types";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { useAdminApi } from "./admin-api";
import { fileBase64 } from "./admin-file";
import { AdminError, AdminLayout } from "./admin-layout";
import { AdminSearchForm, useDraft, useLoadedList, useOpenRow } from "./admin-list";
import type { AdminProductsData, ProductFilter } from "./admin-products-loader.server";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const ANY = { name: "Any", value: "" };
const STORES = [{ name: "All stores", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))];
const STATUSES = [ANY, { name: "Visible", value: "active" }, { name: "Hidden", value: "archived" }];
const STOCK = [ANY, { name: "A SKU sold out", value: "out" }, { name: "A SKU running low", value: "low" }];
// The form's two prices, and the field the worker names when it refuses one.
const PRICES = [
  { key: "price", label: "Price (USD)", field: "basePriceCents" },
  { key: "sale", label: "Sale price (USD)", field: "salePriceCents" },
] as const;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The catalogue's products: search and filters (read with the page), and the editor of one product. */
export default definePage(AdminProductsPage, { loader: () => import("./admin-products-loader.server").then((m) => m.adminProductsLoader) });

function AdminProductsPage({ data }: PageProps<AdminProductsData>) {
  const list = useLoadedList(data);
  const editing = useOpenRow(data.list?.items, (p) => p.handle);
  return (
    <AdminLayout data={data}>
      {/* Keyed by the search shown, so going back shows that search's fields too. */}
      <ProductSearch key={JSON.stringify(data.filter)} filter={data.filter} onApply={(filter) => list.show(filter)} />
      <AdminTable
        list={list}
        caption="Products"
        columns={[
          {
            title: "Title",
            prop: "title",
            width: 240,
            render: (p) => (
              <Button variant="link" onClick={() => editing.open(p)}>
                {p.title}
              </Button>
            ),
          },
          { title: "Handle", prop: "handle", width: 180 },
          { title: "Category", prop: "category", width: 140 },
          {
            title: "Price (USD)",
            prop: "salePriceCents",
            width: 110,
            render: (p) => (p.salePriceCents < p.basePriceCents ? `${usd(p.salePriceCents)} (was ${usd(p.basePriceCents)})` : usd(p.salePriceCents)),
          },
          { title: "Stock", prop: "stock", width: 90, render: (p) => (p.stock === null ? "made to order" : `${p.stock} in ${p.skuCount} SKUs`) },
          { title: "Visible", prop: "active", width: 70, render: (p) => (p.active ? "yes" : "no") },
        ]}
        rowKey={(p) => p.handle}
        empty="No products."
        onPage={list.turnPage}
      />
      {editing.row && (
        <ProductForm key={editing.row.handle} handle={editing.row.handle} editor={can(data.staff.role, "products.edit")} saved={list.reload} />
      )}
    </AdminLayout>
  );
}

function ProductSearch({ filter, onApply }: { filter: ProductFilter; onApply: (filter: ProductFilter) => void }) {
  const { draft, field } = useDraft(filter);
  return (
    <AdminSearchForm name="Find products" submit="Find" primary={false} onSubmit={() => onApply(draft)}>
      <Input label="Title, handle or SKU" value={draft.q} onChange={field("q")} />
      <Select label="Store" options={STORES} value={draft.store} onChange={field("store")} />
      <Select label="Visibility" options={STATUSES} value={draft.status} onChange={field("status")} />
      <Select label="Stock" options={STOCK} value={draft.stock} onChange={field("stock")} />
    </AdminSearchForm>
  );
}

function ProductForm({ handle, editor, saved }: { handle: string; editor: boolean; saved: () => void }) {
  const api = useAdminApi();
  const action = useAdminAction();
  const [product, setProduct] = useState<ProductEditor | null>(null);
  const [form, setForm] = useState<{
    title: string;
    descriptionHtml: string;
    price: string;
    sale: string;
    active: boolean;
    categoryKey: string;
    collectionIds: number[];
    stock: Record<string, string>;
    images: { key: string; alt: string }[];
  } | null>(null);
  const [round, setRound] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    void api<ProductEditor>("catalog/product", { handle }).then((envelope) => {
      if (!envelope.data) return setLoadError(envelope.message);
      const p = envelope.data;
      setProduct(p);
      setForm({
        title: p.title,
        descriptionHtml: p.descriptionHtml,
        price: (p.basePriceCents / 100).toFixed(2),
        sale: (p.salePriceCents / 100).toFixed(2),
        active: p.active,
        categoryKey: p.categoryKey,
        collectionIds: p.collectionIds,
        stock: Object.fromEntries(p.skus.map((s) => [s.sku, s.stock === null ? "" : String(s.stock)])),
        images: p.images.map(({ key, alt }) => ({ key, alt })),
      });
    });
  }, [api, handle, round]);
  if (loadError) return <AdminError message={loadError} />;
  if (!product || !form) return <p>Loading…</p>;
  const update = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const move = (from: number, to: number) => {
    const images = [...form.images];
    const [image] = images.splice(from, 1);
    images.splice(to, 0, image);
    update({ images });
  };
  const cents = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);
  const stockOf = (text: string) => (text.trim() === "" ? null : Number(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      "catalog/product/save",
      {
        handle,
        language: "en",
        title: form.title,
        descriptionHtml: form.descriptionHtml,
        basePriceCents: cents(form.price),
        salePriceCents: cents(form.sale),
        active: form.active,
        categoryKey: form.categoryKey,
        collectionIds: form.collectionIds,
        skus: product.skus.map((s) => ({ sku: s.sku, stock: stockOf(form.stock[s.sku] ?? "") })),
        images: form.images,
      },
      () => {
        saved();
        setRound((r) => r + 1);
      },
    );
  };
  const addPicture = async (file: File | undefined) => {
    if (!file) return;
    await action.run("catalog/product/image", { handle, name: file.name, data: await fileBase64(file) }, () => setRound((r) => r + 1));
  };
  return (
    <section className="admin__section" aria-labelledby="product-form-title">
      <h2 id="product-form-title">Edit {product.title}</h2>
      <form className="admin__form admin__form--stack" onSubmit={submit} noValidate>
        <fieldset disabled={!editor}>
          <Input label="Title" value={form.title} onChange={(title) => update({ title })} error={action.fields.title} />
          <label className="admin__file">
            Description (HTML: paragraphs, lists, emphasis, links)
            <textarea className="admin__textarea" value={form.descriptionHtml} onChange={(e) => update({ descriptionHtml: e.currentTarget.value })} />
          </label>
          {PRICES.map(({ key, label, field }) => (
            <Input
              key={key}
              label={label}
              inputMode="decimal"
              value={form[key]}
              onChange={(value) => update({ [key]: value })}
              error={action.fields[field]}
            />
          ))}
          <Checkbox checked={form.active} onChange={(active) => update({ active })} label="Visible in the shop" />
          <Select
            label="Category"
            options={product.categories.map((c) => ({ name: c.name, value: c.key }))}
            value={form.categoryKey}
            onChange={(v) => update({ categoryKey: String(v) })}
          />
          <fieldset>
            <legend>Collections</legend>
            {product.collections.map((c) => (
              <Checkbox
                key={c.id}
                checked={form.collectionIds.includes(c.id)}
                onChange={(on) => update({ collectionIds: on ? [...form.collectionIds, c.id] : form.collectionIds.filter((id) => id !== c.id) })}
                label={c.title}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>Stock per SKU (empty: made to order)</legend>
            {product.skus.map((s) => (
              <Input
                key={s.sku}
                label={`Stock of ${s.sku}${s.label ? ` (${s.label})` : ""}`}
                inputMode="numeric"
                value={form.stock[s.sku] ?? ""}
                onChange={(value) => update({ stock: { ...form.stock, [s.sku]: value } })}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>Pictures</legend>
            <ol className="admin__gallery">
              {form.images.map((image, n) => (
                <li key={image.key}>
                  <img src={shopImageUrl({ key: image.key, width: 320 }, { width: 320, format: "jpeg" })} alt="" width={80} height={80} />
                  <Input
                    label={`Alt text of picture ${n + 1}`}
                    value={image.alt}
                    onChange={(alt) => update({ images: form.images.map((i) => (i.key === image.key ? { ...i, alt } : i)) })}
                  />
                  <Button disabled={n === 0} onClick={() => move(n, n - 1)} aria-label={`Move picture ${n + 1} up`}>
                    Up
                  </Button>
                  <Button disabled={n === form.images.length - 1} onClick={() => move(n, n + 1)} aria-label={`Move picture ${n + 1} down`}>
                    Down
                  </Button>
                  <Button onClick={() => update({ images: form.images.filter((i) => i.key !== image.key) })} aria-label={`Remove picture ${n + 1}`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
            <label className="admin__file">
              Add a picture (JPEG, PNG, WebP or GIF, up to 10 MB)
              <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(e) => void addPicture(e.currentTarget.files?.[0])} />
            </label>
          </fieldset>
          <Button type="submit" variant="primary" loading={action.busy}>
            Save product
          </Button>
        </fieldset>
      </form>
      <AdminError message={action.error} />
    </section>
  );
}
