import { withTestIds } from "./page-object";

/** The 404 screen: OOPS, the not-found message and BACK TO HOME. */
export class NotFoundPage extends withTestIds({ message: "not-found-message" }) {
  readonly heading = this.page.getByRole("heading", { level: 1, name: "OOPS" });
  readonly backHome = this.page.getByRole("main").getByRole("link", { name: "BACK TO HOME" });
}
