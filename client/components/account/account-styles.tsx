import href from "./account-pages.css?url";

/**
 * The account pages' stylesheet. Pages are lazily loaded modules of one route, so a plain
 * CSS import would only arrive with the page's JavaScript, after the server's HTML has been
 * shown unstyled. React 19 hoists this link into <head> in the server's HTML and, on client
 * navigations, waits for it before showing the page.
 */
export function AccountStyles() {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
