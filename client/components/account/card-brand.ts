/** Card brands as Adyen names them (its `brand` codes), shown the way their owners write them. */
const BRAND_NAMES: ReadonlyMap<string, string> = new Map([
  ["visa", "Visa"],
  ["mc", "Mastercard"],
  ["amex", "American Express"],
  ["maestro", "Maestro"],
  ["discover", "Discover"],
  ["diners", "Diners Club"],
  ["jcb", "JCB"],
  ["cup", "UnionPay"],
  ["cartebancaire", "Carte Bancaire"],
]);

export const brandName = (brand: string) => BRAND_NAMES.get(brand) ?? brand.toUpperCase();
