import { Stylesheet } from "../ui/stylesheet";
import href from "./account-pages.css?url";

/**
 * The account pages' stylesheet. Pages are lazily loaded modules of one route, so a plain
 * CSS import would only arrive with the page's JavaScript, after the server's HTML has been
 * shown unstyled; the kit's Stylesheet puts it into the server's <head> instead.
 */
export function AccountStyles() {
  return <Stylesheet href={href} />;
}
