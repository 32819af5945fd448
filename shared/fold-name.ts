/**
 * A person's name folded for search: case and the accents of Latin letters go, so a staff member
 * typing "muller" finds "Müller" and "lukasz" finds "Łukasz". The orders' name columns fold the
 * same letters in SQL (migrations/1450_order_name_search.sql): D1's lower() folds ASCII only and
 * runs no code of ours, so the column's expression replaces each letter of this table, and
 * fold-name.test.ts checks the two agree letter by letter. Letters outside the table (Greek,
 * Cyrillic, CJK) are kept as they are on both sides: found when typed as stored.
 */

/** Letters that lose their mark and still are not ASCII, spelled as an English keyboard would. */
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ħ: "h",
  ŧ: "t",
  ı: "i",
  ŋ: "n",
  ĸ: "k",
};

/** The combining marks a decomposed name may carry (grave to caron, cedilla, ogonek): dropped. */
const MARKS = [...Array.from({ length: 13 }, (_, i) => 0x300 + i), 0x327, 0x328].map((cp) => String.fromCodePoint(cp));

function foldLetter(letter: string): string {
  const bare = letter
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  return Array.from(bare, (c) => SPELLED[c] ?? c)
    .join("")
    .replace(/[·ʼ]/g, "");
}

/** Each folded character and what it becomes: the Latin-1 and Latin Extended-A letters whose fold differs, and the marks. */
export const FOLDED: ReadonlyMap<string, string> = new Map([
  ...Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i))
    .filter((c) => /\p{L}/u.test(c) && foldLetter(c) !== c)
    .map((c): [string, string] => [c, foldLetter(c)]),
  ...MARKS.map((mark): [string, string] => [mark, ""]),
]);

export function foldName(text: string): string {
  return Array.from(text, (c) => FOLDED.get(c) ?? (c >= "A" && c <= "Z" ? c.toLowerCase() : c)).join("");
}
