import { useEffect, useRef, useState } from "react";
import type { StoredCardView } from "~/shared/checkout-types";
import { AccountLayout } from "../../components/account/account-layout";
import { brandName } from "../../components/account/card-brand";
import { Dialog } from "../../components/ui/dialog";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { SavedCardsData } from "./saved-cards-loader.server";
import { definePage } from "../define-page";

/**
 * /accounts/cards: the customer's saved cards (brand, last four, expiry), each deletable after
 * a confirmation dialog. The payment provider keeps them (docs/decisions/0811-stored-cards.md).
 */
export default definePage(SavedCardsPage, { loader: () => import("./saved-cards-loader.server").then((m) => m.savedCardsLoader) });

function SavedCardsPage({ data }: PageProps<SavedCardsData>) {
  const t = useT();
  const api = useApi();
  const hydrated = useHydrated();
  const [cards, setCards] = useState<StoredCardView[]>(data.cards);
  const [confirming, setConfirming] = useState<StoredCardView | null>(null);
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(
    data.unreachable ? { kind: "error", text: t("account.cards.unavailable") } : null,
  );
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Counted up when an answer arrives. The page's effect runs after the dialog's own (which
  // closes it and would give focus back to a button that may be gone), so the answer gets it.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered) statusRef.current?.focus();
  }, [answered]);

  const label = (card: StoredCardView) => ({ brand: brandName(card.brand), lastFour: card.lastFour });

  const remove = async (card: StoredCardView) => {
    setBusy(true);
    try {
      const answer = await api<{ cards: StoredCardView[] }>("account/cardDelete", { id: card.id });
      if (answer.code === 200) setCards(answer.data.cards);
      setStatus({ kind: answer.code === 200 ? "success" : "error", text: answer.message });
    } catch {
      setStatus({ kind: "error", text: t("account.cards.unavailable") });
    } finally {
      setBusy(false);
      setConfirming(null);
      setAnswered((n) => n + 1);
    }
  };

  return (
    <AccountLayout title={t("account.cards.title")}>
      <p>{t("account.cards.intro")}</p>
      <p
        ref={statusRef}
        tabIndex={-1}
        role={status?.kind === "error" ? "alert" : "status"}
        className={`form-status form-status--${status?.kind ?? "idle"}`}
        data-testid="saved-cards-status"
      >
        {status?.text ?? ""}
      </p>
      {!data.available ? (
        <p>{t("account.cards.notOffered")}</p>
      ) : cards.length === 0 ? (
        !data.unreachable && <p data-testid="saved-cards-empty">{t("account.cards.empty")}</p>
      ) : (
        <ul className="address-list" aria-label={t("account.cards.title")}>
          {cards.map((card) => (
            <li key={card.id} className="address-card" data-testid="saved-card">
              <p>
                <strong>{t("account.cards.card", label(card))}</strong>
                <br />
                {t("account.cards.expires", { month: card.expiryMonth, year: card.expiryYear })}
              </p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="button"
                  disabled={!hydrated || busy}
                  aria-label={t("account.cards.deleteLabel", label(card))}
                  onClick={() => setConfirming(card)}
                >
                  {t("account.cards.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !busy && setConfirming(null)}
        title={t("account.cards.confirmTitle")}
        width="min(480px, 94vw)"
        footer={
          confirming && (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => setConfirming(null)}>
                {t("account.cards.cancel")}
              </button>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => remove(confirming)}>
                {busy ? t("common.loading") : t("account.cards.confirm")}
              </button>
            </>
          )
        }
      >
        {confirming && <p>{t("account.cards.confirmText", label(confirming))}</p>}
      </Dialog>
    </AccountLayout>
  );
}
