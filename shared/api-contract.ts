import type { z } from "zod";
import type { API_CODE, FieldErrors } from "./api-envelope";
import type { SavedAddress, WalletView } from "./account-types";
import type { CartView, CreatedOrder, TrackingView } from "./checkout-types";
import type {
  changePasswordBody,
  confirmRegistrationBody,
  idBody,
  pageBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  sendResetCodeBody,
  signInBody,
  spuCodeBody,
} from "./schemas/account";
import type { addressSaveSchema } from "./schemas/address";
import type { cartAddBody, cartApplyCouponBody, cartEmptyBody, cartRemoveBody, cartUpdateBody } from "./schemas/cart";
import type { orderCreateSchema, orderPayBody, orderTrackBody } from "./schemas/order";

/**
 * The API calls both sides type from one place: each call's body (the zod schema its route
 * validates with) and the data of its success answer, plus what a refusal of it may add. The
 * worker registers those routes through `contract()` (worker/contract-route.ts), so the body
 * and the answer it sends must fit; the browser calls them through `useApi()`, so a changed
 * shape fails the typecheck on both sides. Types only: nothing here reaches a bundle.
 * docs/decisions/0019-typed-api-calls.md.
 */
interface ApiContract {
  "cart/add": { body: typeof cartAddBody; data: CartView };
  "cart/list": { body: typeof cartEmptyBody; data: CartView };
  "cart/update": { body: typeof cartUpdateBody; data: CartView };
  "cart/remove": { body: typeof cartRemoveBody; data: CartView };
  "cart/removeCoupon": { body: typeof cartEmptyBody; data: CartView };
  "cart/applyCoupon": { body: typeof cartApplyCouponBody; data: CartView };
  /** A changed price refuses with the new total, so the shopper sees what the next attempt pays. */
  "order/create": { body: ReturnType<typeof orderCreateSchema>; data: CreatedOrder; refused: { total?: { formatted: string } } };
  "order/pay": { body: typeof orderPayBody; data: { orderNumber: string; paymentUrl: string } };
  "order/track": { body: typeof orderTrackBody; data: TrackingView };
  /** The answers never tell whether an email has an account (docs/decisions/0300-customer-accounts.md). */
  "account/register": { body: typeof registerBody; data: { email: string } };
  "account/confirmRegistration": { body: typeof confirmRegistrationBody; data: SignedIn };
  "account/signIn": { body: typeof signInBody; data: SignedIn };
  "account/sendResetCode": { body: typeof sendResetCodeBody; data: { email: string } };
  "account/resetPassword": { body: typeof resetPasswordBody; data: null };
  "account/profileSave": { body: typeof profileBody; data: z.output<typeof profileBody> };
  "account/changePassword": { body: typeof changePasswordBody; data: null };
  "account/addressSave": { body: ReturnType<typeof addressSaveSchema>; data: SavedAddress };
  "account/addressDelete": { body: typeof idBody; data: SavedAddress[] };
  "account/addressSetDefault": { body: typeof idBody; data: SavedAddress[] };
  "account/wallet": { body: typeof pageBody; data: WalletView };
  "account/wishlistAdd": { body: typeof spuCodeBody; data: { spuCode: string; inWishlist: boolean } };
  "account/wishlistRemove": { body: typeof spuCodeBody; data: { spuCode: string; inWishlist: boolean } };
  "account/wishlistMoveToCart": { body: typeof spuCodeBody; data: { spuCode: string; cartCount: number } };
}

/** Who the browser is signed in as: the header greets by `name`. */
interface SignedIn {
  email: string;
  name: string;
}

export type ApiPath = keyof ApiContract;
export type ApiSchema<P extends ApiPath> = ApiContract[P]["body"];
/** What the browser sends: the schema's input (defaults may be left out). */
export type ApiBody<P extends ApiPath> = z.input<ApiSchema<P>>;
export type ApiData<P extends ApiPath> = ApiContract[P]["data"];
type RefusedData<P extends ApiPath> = ApiContract[P] extends { refused: infer R } ? R : unknown;

/** Every envelope code but success; a refusal's own status (a review upload's 413, say) among them. */
type RefusalCode = Exclude<(typeof API_CODE)[keyof typeof API_CODE], 200> | 401 | 411 | 413 | 415 | 502;

/**
 * The envelope of a contract call: `code === 200` narrows it to the success data; a refusal
 * carries its message and, when it is about fields, `data.fields`.
 */
export type ApiAnswer<P extends ApiPath> =
  { code: 200; message: string; data: ApiData<P> } | { code: RefusalCode; message: string; data: ({ fields?: FieldErrors } & RefusedData<P>) | null };
