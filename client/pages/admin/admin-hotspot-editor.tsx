import { useState, type FormEvent, type MouseEvent } from "react";
import type { LookRow, Paged } from "~/shared/admin-types";
import type { ProductListItem } from "~/shared/catalog-admin-types";
import { imageUrl } from "~/shared/image-url";
import { hotspotSaveBody } from "~/shared/schemas/admin-look-books";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { schemaFieldErrors, useAdminAction } from "./admin-action";
import { useAdminApi } from "./admin-api";
import { AdminError } from "./admin-layout";

const EMPTY = { spu: "", x: "50", y: "50" };
const percentOf = (offset: number, size: number) => String(Math.round(Math.min(100, Math.max(0, (offset / size) * 100)) * 10) / 10);

/**
 * One look's picture and hotspots. A product is picked by its SPU code or a search of the
 * store's active products, then placed by clicking the picture; the x and y number fields set
 * the same place from the keyboard (and show where a click put it). Saving a product that is
 * already on the look moves it.
 */
export function HotspotEditor({
  look,
  number,
  store,
  editor,
  changed,
}: {
  look: LookRow;
  number: number;
  store: string;
  editor: boolean;
  changed: () => void;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const [local, setLocal] = useState<Record<string, string>>({});
  const action = useAdminAction();
  const errors = { ...action.fields, ...local };
  const set = (key: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const place = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setDraft((d) => ({ ...d, x: percentOf(event.clientX - box.left, box.width), y: percentOf(event.clientY - box.top, box.height) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { lookId: look.id, spu: draft.spu, x: Number(draft.x), y: Number(draft.y) };
    const found = schemaFieldErrors(hotspotSaveBody, { ...body, x: draft.x.trim() === "" ? "" : body.x, y: draft.y.trim() === "" ? "" : body.y });
    setLocal(found);
    if (Object.keys(found).length === 0) void action.run("lookbook/hotspot/save", body, () => (setDraft(EMPTY), changed()));
  };
  const marker = editor && draft.spu ? [{ spu: draft.spu, title: "new place", x: Number(draft.x), y: Number(draft.y), shown: true }] : [];
  return (
    <div className="admin__look">
      <div className="admin__look-picture">
        {/* A pointer shortcut only: the x and y fields below do the same from the keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img
          src={imageUrl({ key: look.imageKey, width: look.width }, { width: 640, format: "jpeg" })}
          alt={`Look ${number}`}
          width={320}
          height={Math.round((320 * look.height) / look.width)}
          onClick={editor ? place : undefined}
        />
        {[...look.hotspots, ...marker].map((h, n) => (
          <span
            key={n}
            className={n >= look.hotspots.length ? "admin__spot admin__spot--new" : "admin__spot"}
            style={{ left: `${h.x}%`, top: `${h.y}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
      <ul aria-label={`Hotspots of look ${number}`}>
        {look.hotspots.map((h) => (
          <li key={h.spu}>
            {h.title} ({h.spu}) at x {h.x} %, y {h.y} %{!h.shown && <strong> — not shown: not sold in this store or hidden</strong>}
            {editor && (
              <>
                {" "}
                <Button onClick={() => setDraft({ spu: h.spu, x: String(h.x), y: String(h.y) })} aria-label={`Move ${h.spu} on look ${number}`}>
                  Move
                </Button>{" "}
                <Button
                  onClick={() => void action.run("lookbook/hotspot/delete", { lookId: look.id, spu: h.spu }, changed)}
                  aria-label={`Remove ${h.spu} from look ${number}`}
                >
                  Remove
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editor && (
        <>
          <ProductPicker store={store} number={number} pick={set("spu")} />
          <form className="admin__form" onSubmit={submit} noValidate aria-label={`Place a product on look ${number}`}>
            <Input label="Product (SPU code)" value={draft.spu} onChange={set("spu")} error={errors.spu} />
            <Input label="x (% from the left)" type="number" min={0} max={100} step={0.1} value={draft.x} onChange={set("x")} error={errors.x} />
            <Input label="y (% from the top)" type="number" min={0} max={100} step={0.1} value={draft.y} onChange={set("y")} error={errors.y} />
            <Button type="submit" variant="primary" loading={action.busy}>
              Place hotspot
            </Button>
          </form>
          <AdminError message={Object.keys(local).length ? "Check the fields marked." : action.error} />
        </>
      )}
    </div>
  );
}

/** A search of the store's active products (the Products screen's own search); picking one fills the SPU field. */
function ProductPicker({ store, number, pick }: { store: string; number: number; pick: (spu: string) => void }) {
  const api = useAdminApi();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<ProductListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async (event: FormEvent) => {
    event.preventDefault();
    const envelope = await api<Paged<ProductListItem>>("lookbook/products", { store, q });
    setError(envelope.data ? null : envelope.message);
    setFound(envelope.data?.items.slice(0, 8) ?? null);
  };
  return (
    <>
      <form className="admin__form" role="search" aria-label={`Find a product for look ${number}`} onSubmit={(e) => void find(e)}>
        <Input label={`Find a ${store} product (title or SPU)`} value={q} onChange={setQ} />
        <Button type="submit">Find</Button>
      </form>
      <AdminError message={error} />
      {found && (
        <ul aria-label={`Products found for look ${number}`}>
          {found.length === 0 && <li>No active product of this store matches.</li>}
          {found.map((p) => (
            <li key={p.handle}>
              <Button variant="link" onClick={() => pick(p.handle)}>
                {`${p.title} (${p.handle})`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
