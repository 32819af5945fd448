import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import { pathTo } from "~/shared/url-scheme";
import { cartCountAtom } from "../../atoms/shell";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";
import { cartBadge } from "./floating-buttons";

/** The header's shopping-bag link with the item count (the badge caps at 99 to fit its circle). */
export function CartLink() {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  return (
    <Link to={pathTo("cart")} className="icon-button cart-link" aria-label={t("header.cart", { count })}>
      <Icon name="bag" />
      {count > 0 && (
        <span className="badge" data-testid="header-cart-badge" aria-hidden="true">
          {cartBadge(count)}
        </span>
      )}
    </Link>
  );
}
