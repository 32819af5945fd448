/** Cart limits both sides use, in a zod-free module so pages can import them cheaply. */
export const MAX_LINE_QUANTITY = 99;

/** Characters as a shopper counts them (an emoji is one), for the personalization limits. */
export const charCount = (text: string) => Array.from(text).length;
