/** Ring sizes: US and UK names with the EU size (≈ inner circumference) and the inner measures in mm. */
export const RING_SIZES: readonly { us: number; uk: string; eu: number; circumference: number; diameter: number }[] = [
  { us: 3, uk: "F", eu: 44, circumference: 44.2, diameter: 14.1 },
  { us: 3.5, uk: "G", eu: 45, circumference: 45.5, diameter: 14.5 },
  { us: 4, uk: "H", eu: 47, circumference: 46.8, diameter: 14.9 },
  { us: 4.5, uk: "I", eu: 48, circumference: 48.0, diameter: 15.3 },
  { us: 5, uk: "J½", eu: 49, circumference: 49.3, diameter: 15.7 },
  { us: 5.5, uk: "K½", eu: 51, circumference: 50.6, diameter: 16.1 },
  { us: 6, uk: "L½", eu: 52, circumference: 51.9, diameter: 16.5 },
  { us: 6.5, uk: "M½", eu: 53, circumference: 53.1, diameter: 16.9 },
  { us: 7, uk: "N½", eu: 54, circumference: 54.4, diameter: 17.3 },
  { us: 7.5, uk: "O½", eu: 56, circumference: 55.7, diameter: 17.7 },
  { us: 8, uk: "P½", eu: 57, circumference: 57.0, diameter: 18.1 },
  { us: 8.5, uk: "Q½", eu: 58, circumference: 58.3, diameter: 18.5 },
  { us: 9, uk: "R½", eu: 60, circumference: 59.5, diameter: 18.9 },
  { us: 9.5, uk: "S½", eu: 61, circumference: 60.8, diameter: 19.4 },
  { us: 10, uk: "T½", eu: 62, circumference: 62.1, diameter: 19.8 },
  { us: 10.5, uk: "U½", eu: 63, circumference: 63.4, diameter: 20.2 },
  { us: 11, uk: "V½", eu: 65, circumference: 64.6, diameter: 20.6 },
  { us: 11.5, uk: "W½", eu: 66, circumference: 65.9, diameter: 21.0 },
  { us: 12, uk: "Y", eu: 67, circumference: 67.2, diameter: 21.4 },
  { us: 12.5, uk: "Z", eu: 68, circumference: 68.5, diameter: 21.8 },
  { us: 13, uk: "Z+1", eu: 70, circumference: 69.7, diameter: 22.2 },
];

/** Chain lengths in inches and centimetres; `fit` names a catalogue key for where it sits. */
export const CHAIN_LENGTHS: readonly { inches: number; cm: number; fit: string }[] = [
  { inches: 14, cm: 36, fit: "choker" },
  { inches: 16, cm: 41, fit: "neckBase" },
  { inches: 18, cm: 46, fit: "collarbone" },
  { inches: 20, cm: 51, fit: "belowCollarbone" },
  { inches: 22, cm: 56, fit: "aboveBust" },
  { inches: 24, cm: 61, fit: "bust" },
  { inches: 30, cm: 76, fit: "belowBust" },
];

/** Clothing sizes with the body measurements they fit, in cm. */
export const CLOTHING_SIZES: readonly { size: string; us: string; uk: string; eu: string; bust: string; waist: string; hip: string }[] = [
  { size: "XS", us: "2", uk: "6", eu: "34", bust: "80–83", waist: "62–65", hip: "86–89" },
  { size: "S", us: "4–6", uk: "8–10", eu: "36–38", bust: "84–87", waist: "66–69", hip: "90–93" },
  { size: "M", us: "8–10", uk: "12–14", eu: "40–42", bust: "88–92", waist: "70–74", hip: "94–98" },
  { size: "L", us: "12–14", uk: "16–18", eu: "44–46", bust: "93–98", waist: "75–80", hip: "99–104" },
  { size: "XL", us: "16", uk: "20", eu: "48", bust: "99–105", waist: "81–87", hip: "105–111" },
  { size: "2XL", us: "18", uk: "22", eu: "50", bust: "106–112", waist: "88–94", hip: "112–118" },
  { size: "3XL", us: "20", uk: "24", eu: "52", bust: "113–119", waist: "95–101", hip: "119–125" },
];
