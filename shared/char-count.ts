/** Characters as a shopper counts them (an emoji or an accented letter is one). */
export const charCount = (text: string) => [...text.normalize("NFC")].length;
