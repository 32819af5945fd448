import { useSetAtom } from "jotai";
import { useId, useMemo, useState, type FormEvent } from "react";
import { API_CODE } from "~/shared/api-envelope";
import { pathTo } from "~/shared/url-scheme";
import type { LookPiece } from "~/shared/catalog-types";
import { cartCountAtom } from "../../atoms/shell";
import { Dialog } from "../../components/ui/dialog";
import { Link } from "../../components/ui/link";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import { pieceChoice } from "./shop-the-look-choice";
import { track } from "../../lib/insight/track";
import { Options } from "../../components/ui/options";

type Status = { kind: "idle" } | { kind: "adding" } | { kind: "done"; added: number; failed: string[] };

/**
 * "Shop the look": every in-stock piece of a look into the bag in one go, a size asked for
 * where the piece needs one. Each piece goes through `cart/add`, which checks stock again;
 * a piece it refuses is named, the others stay in the bag.
 */
export function ShopTheLook({ pieces, lookName }: { pieces: LookPiece[]; lookName: string }) {
  const t = useT();
  const id = useId();
  const api = useApi();
  const setCartCount = useSetAtom(cartCountAtom);
  const [open, setOpen] = useState(false);
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const choices = useMemo(() => pieces.map((piece) => ({ piece, choice: pieceChoice(piece.skus) })), [pieces]);
  const buyable = choices.filter((c) => c.choice.kind !== "soldOut");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unsized = buyable.filter((c) => c.choice.kind === "size" && !sizes[c.piece.product.spuCode]).map((c) => c.piece.product.spuCode);
    setMissing(unsized);
    if (unsized.length) return;
    setStatus({ kind: "adding" });
    const failed: string[] = [];
    let added = 0;
    for (const { piece, choice } of buyable) {
      const sku = choice.kind === "ready" ? choice.skuCode : sizes[piece.product.spuCode]!;
      const answer = await api("cart/add", { sku, quantity: 1 }).catch(() => null);
      if (answer?.code === API_CODE.ok) {
        setCartCount(answer.data.count);
        track({ kind: "bag" });
        added++;
      } else {
        failed.push(piece.product.title);
      }
    }
    setStatus({ kind: "done", added, failed });
  };

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setStatus({ kind: "idle" });
  };

  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)} disabled={buyable.length === 0}>
        {buyable.length ? t("lookBooks.shopTheLook") : t("lookBooks.soldOut")}
      </button>
      <Dialog open={open} onOpenChange={close} title={t("lookBooks.shopTitle", { look: lookName })} width="min(560px, 94vw)">
        {status.kind === "done" ? (
          <div role="status" className="shop-look__done">
            <p>{t("lookBooks.added", { count: status.added })}</p>
            {status.failed.length > 0 && <p className="form-error">{t("lookBooks.notAdded", { names: status.failed.join(", ") })}</p>}
            <Link to={pathTo("cart")} className="button button--primary">
              {t("lookBooks.viewBag")}
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="shop-look">
            <ul className="shop-look__pieces">
              {choices.map(({ piece, choice }) => {
                const spu = piece.product.spuCode;
                const error = missing.includes(spu);
                return (
                  <li key={spu}>
                    <span className="shop-look__name">{piece.product.title}</span>{" "}
                    <span className="shop-look__price">{piece.product.salePrice.formatted}</span>
                    {choice.kind === "soldOut" && <span className="badge-tag">{t("lookBooks.pieceSoldOut")}</span>}
                    {choice.kind === "size" && (
                      <span className="shop-look__size">
                        <label htmlFor={`${id}-${spu}`}>{t("lookBooks.sizeFor", { name: piece.product.title })}</label>
                        <select
                          id={`${id}-${spu}`}
                          value={sizes[spu] ?? ""}
                          aria-invalid={error || undefined}
                          aria-describedby={error ? `${id}-${spu}-error` : undefined}
                          onChange={(e) => setSizes((s) => ({ ...s, [spu]: e.target.value }))}
                        >
                          <Options empty={t("lookBooks.chooseSize")} items={choice.options.map((o) => ({ value: o.skuCode, label: o.size }))} />
                        </select>
                        {error && (
                          <span id={`${id}-${spu}-error`} className="form-error">
                            {t("lookBooks.sizeRequired")}
                          </span>
                        )}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            <button type="submit" className="button button--primary" disabled={status.kind === "adding"}>
              {t("lookBooks.addPieces", { count: buyable.length })}
            </button>
          </form>
        )}
      </Dialog>
    </>
  );
}
