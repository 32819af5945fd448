// Size scales of the demo catalogue, with localized option names and clothing measurements.
const inchCm = (inch) => Math.round(inch * 2.54);
const comma = (n) => String(n).replace(".", ",");

/** US ring size → inner circumference in mm (the size guide gives circumference, which a shopper can measure). */
export const ringCircumference = (us) => Math.round(Math.PI * (11.63 + 0.8128 * us) * 10) / 10;

const ringSize = (us) => {
  const mm = ringCircumference(us);
  const other = `${comma(mm)} mm (US ${us})`;
  return { code: `ring-${us}`, names: [`US ${us} (${mm} mm)`, other, other, other] };
};
const lengthSize = (prefix, inch) => {
  const cm = inchCm(inch);
  const other = `${cm} cm (${comma(inch)}")`;
  return { code: `${prefix}-${String(inch).replace(".", "-")}in`, names: [`${inch}" (${cm} cm)`, other, other, other] };
};
const plain = (code, name) => ({ code, names: [name, name, name, name] });

export const SIZE_SCALES = {
  ring: [5, 6, 7, 8, 9, 10].map(ringSize),
  chain: [16, 18, 20, 22, 24].map((n) => lengthSize("chain", n)),
  bracelet: [6.5, 7, 7.5, 8].map((n) => lengthSize("bracelet", n)),
  clothing: ["XS", "S", "M", "L", "XL", "XXL"].map((s) => plain(`clothing-${s.toLowerCase()}`, s)),
  grillz: [
    { code: "grillz-top-6", names: ["Top 6 Teeth", "Oben, 6 Zähne", "6 dents du haut", "6 dientes superiores"] },
    { code: "grillz-bottom-6", names: ["Bottom 6 Teeth", "Unten, 6 Zähne", "6 dents du bas", "6 dientes inferiores"] },
    { code: "grillz-top-bottom-8", names: ["Top & Bottom 8 Teeth", "Oben & unten, je 8 Zähne", "8 dents haut et bas", "8 dientes arriba y abajo"] },
  ],
  "watch-men": [40, 42, 44].map((mm) => plain(`case-${mm}mm`, `${mm} mm`)),
  "watch-women": [28, 32, 36].map((mm) => plain(`case-${mm}mm`, `${mm} mm`)),
};

const BODY = {
  XS: { bust: 80, waist: 62, hip: 86, shoulder: 35 },
  S: { bust: 84, waist: 66, hip: 90, shoulder: 36 },
  M: { bust: 88, waist: 70, hip: 94, shoulder: 37 },
  L: { bust: 94, waist: 76, hip: 100, shoulder: 38.5 },
  XL: { bust: 100, waist: 82, hip: 106, shoulder: 40 },
  XXL: { bust: 106, waist: 88, hip: 112, shoulder: 41.5 },
};
const LENGTH = { long: 150, gown: 156, short: 92, top: 58, skirt: 78 };

/**
 * Garment measurements in cm per size: the body table plus this garment's ease and cut.
 * Sleeveless cuts have no sleeve length; skirts only waist, hip and length.
 */
export function measurementsFor(garment, cut, sizes, rng) {
  const ease = rng.int(0, 3);
  const sleeve = ["off-shoulder", "halter", "camisole", "sweetheart"].includes(cut) ? null : rng.pick([22, 45, 58, 60]);
  const length = LENGTH[garment] + (cut === "maxi" ? 22 : 0) + rng.int(-2, 2);
  return sizes.map((label, position) => {
    const body = BODY[label];
    const row = { size: label, position, waist: body.waist + ease, hip: body.hip + ease + 2, length: length + position };
    if (garment === "skirt") return row;
    return { ...row, bust: body.bust + ease, shoulder: body.shoulder, sleeve: sleeve === null ? null : sleeve + position * 0.5 };
  });
}
