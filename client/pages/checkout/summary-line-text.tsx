import { useT } from "../../lib/use-t";

export interface SummaryLineFacts {
  title: string;
  color?: string | null;
  size?: string | null;
  quantity: number;
  signature?: string | null;
}

/**
 * What a summary line says: the product, its colour, size and quantity, and its engraving.
 * `engravingKey` is the catalogue key of the engraving text in the page's own area.
 */
export function SummaryLineText({
  line,
  engravingKey,
  gift,
  giftKey,
}: {
  line: SummaryLineFacts;
  engravingKey: string;
  /** A free gift is labelled so (`giftKey`: the label's catalogue key). */
  gift?: boolean;
  giftKey?: string;
}) {
  const t = useT();
  return (
    <span className="summary-line__text">
      {gift && giftKey && (
        <span className="summary-line__badge" data-testid="gift-badge">
          {t(giftKey)}
        </span>
      )}
      <span>{line.title}</span>
      <span className="summary-line__detail">
        {[line.color, line.size, t("checkout.quantity", { count: line.quantity })].filter(Boolean).join(" · ")}
      </span>
      {line.signature && <span className="summary-line__detail">{t(engravingKey, { text: line.signature })}</span>}
    </span>
  );
}
