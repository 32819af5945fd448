// HEYCHARM drawings: charms (motifs on a jump ring), birthstones, bracelets and necklaces,
// plus the packaging shot each brand shares across its products.
import { chainAlong, gem, n, paveAlong, shadow, sparkle } from "./svg-kit.mjs";

/** Motifs in a 40×40 box. */
const MOTIFS = {
  heart: "M20 36C8 27 2 19 6 11C9 5 17 5 20 11C23 5 31 5 34 11C38 19 32 27 20 36Z",
  star: "M20 2L25 14L38 15L28 23L31 36L20 29L9 36L12 23L2 15L15 14Z",
  moon: "M26 3A17 17 0 1 0 37 30A14 14 0 1 1 26 3Z",
  clover:
    "M20 20C8 24 4 12 12 9C15 3 24 5 20 20C24 5 33 3 28 11C36 12 32 24 20 20C32 24 30 35 24 32C22 38 12 37 20 20C12 37 4 32 8 27C2 24 8 14 20 20ZM20 22L23 38",
  infinity: "M20 20C14 10 4 12 4 20C4 28 14 30 20 20C26 10 36 12 36 20C36 28 26 30 20 20Z",
  flower:
    "M20 16A5 7 0 1 1 20 2A5 7 0 1 1 20 16ZM24 20A7 5 0 1 1 38 20A7 5 0 1 1 24 20ZM20 24A5 7 0 1 1 20 38A5 7 0 1 1 20 24ZM16 20A7 5 0 1 1 2 20A7 5 0 1 1 16 20Z",
  crown: "M4 32L2 10L12 20L20 6L28 20L38 10L36 32Z",
  anchor: "M18 6H22V30C28 29 32 26 34 22L37 24C34 31 28 35 20 35C12 35 6 31 3 24L6 22C8 26 12 29 18 30ZM12 10H28V14H12Z",
  paw: "M20 36C12 36 9 30 12 25C15 21 17 19 20 19C23 19 25 21 28 25C31 30 28 36 20 36ZM8 18A4 5 0 1 1 8.1 18ZM16 10A4 5 0 1 1 16.1 10ZM24 10A4 5 0 1 1 24.1 10ZM32 18A4 5 0 1 1 32.1 18Z",
  butterfly:
    "M20 12C14 0 0 2 4 14C6 20 14 20 19 19C12 22 6 30 12 34C17 37 20 28 20 22C20 28 23 37 28 34C34 30 28 22 21 19C26 20 34 20 36 14C40 2 26 0 20 12Z",
  cat: "M8 36C6 26 8 16 12 12L10 2L18 9C19 8.8 21 8.8 22 9L30 2L28 12C32 16 34 26 32 36Z",
  bird: "M4 22C10 12 22 10 28 14L36 10L32 18C30 28 20 34 8 30L2 34L6 26Z",
  fish: "M4 20C10 10 24 8 32 20C24 32 10 30 4 20ZM30 20L38 12V28Z",
  owl: "M6 36V12C6 6 10 2 14 6L20 4L26 6C30 2 34 6 34 12V36Z",
  turtle: "M4 24C4 12 12 8 20 8C28 8 36 12 36 24ZM2 24H38V27H2ZM34 20A4 4 0 1 1 39 24Z",
  elephant: "M6 32V18C6 8 14 4 22 4C30 4 36 10 36 18V24C36 28 34 30 32 30V36H26V30H16V36H10V32Z",
  plane: "M18 2H22L23 16L38 24V28L23 24L22 34L27 37V39L20 37L13 39V37L18 34L17 24L2 28V24L17 16Z",
  globe: "M20 2A18 18 0 1 1 19.9 2ZM2 20H38M20 2C12 12 12 28 20 38M20 2C28 12 28 28 20 38",
  suitcase: "M4 12H36V36H4ZM14 12V6H26V12M4 20H36",
  tower: "M18 2H22L24 14H27L30 26H33L38 38H28C26 32 14 32 12 38H2L7 26H10L13 14H16Z",
  palm: "M19 38L21 14M21 14C14 8 6 10 2 14C8 12 14 13 21 14C18 6 10 2 6 4C12 5 17 9 21 14C24 6 32 4 36 8C30 7 25 10 21 14C28 12 36 14 38 20C32 16 26 15 21 14Z",
  compass: "M20 2A18 18 0 1 1 19.9 2ZM20 8L24 20L20 32L16 20Z",
  camera: "M2 12H12L15 7H25L28 12H38V34H2ZM20 15A8 8 0 1 1 19.9 15Z",
  sailboat: "M18 2V28H4L18 2ZM21 8L34 28H21ZM4 31H36L32 37H8Z",
};
const ENAMELS = ["#e0476d", "#3d7fd9", "#35b07a", "#f2b33d", "#8a5bd6", "#ffffff"];

function motif(name, x, y, scale, look, rng, withStone = true) {
  const d = MOTIFS[name] ?? MOTIFS.heart;
  const enamel = rng.chance(0.45) ? rng.pick(ENAMELS) : null;
  const t = `transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"`;
  let out = `<circle cx="${n(x + 20 * scale)}" cy="${n(y - 3 * scale)}" r="${n(3 * scale)}" fill="none" stroke="url(#metal)" stroke-width="${n(1.2 * scale)}"/>`;
  out += `<path d="${d}" ${t} fill="url(#metal)" stroke="url(#metalV)" stroke-width="1" fill-rule="evenodd"/>`;
  if (enamel) out += `<path d="${d}" ${t} fill="${enamel}" opacity=".55" transform-origin="0 0" fill-rule="evenodd"/>`;
  if (withStone && look.stone) out += gem(x + 20 * scale, y + 20 * scale, 3.2 * scale, "round");
  return out;
}

function charm(look, rng) {
  return shadow(50, 88, 22, 4) + motif(look.motif, 26, 30, 1.2, look, rng) + sparkle(34, 40, 2.4, 0.8);
}

function birthstone() {
  let out = shadow(50, 86, 20, 4);
  out += `<circle cx="50" cy="24" r="4.5" fill="none" stroke="url(#metal)" stroke-width="2"/>`;
  out += `<circle cx="50" cy="52" r="22" fill="url(#metal)" stroke="url(#metalV)" stroke-width="1.5"/>`;
  out += paveAlong("M31 52a19 19 0 1 0 38 0a19 19 0 1 0 -38 0", 1.4, 1.6);
  return out + gem(50, 52, 13, "round");
}

function charmBracelet(look, rng) {
  const d = "M16 42A34 20 0 1 0 84 42A34 20 0 1 0 16 42";
  let out = shadow(50, 86, 38, 5);
  out +=
    look.variant === "leather"
      ? `<path d="${d}" fill="none" stroke="#6b4429" stroke-width="3.4"/><path d="${d}" fill="none" stroke="#9a6a45" stroke-width="1.4" stroke-dasharray="2 1.5"/>`
      : `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="${look.variant === "bangle" ? 3.6 : 2.4}"/><path d="${d}" fill="none" stroke="#fff" stroke-width=".5" opacity=".6"/>`;
  const names = rng.sample(Object.keys(MOTIFS), 4);
  names.forEach((name, i) => {
    const angle = Math.PI * (0.2 + i * 0.2);
    const x = 50 + Math.cos(angle) * 34 - 6;
    const y = 42 + Math.sin(angle) * 20;
    out += motif(name, x, y + 3, 0.32, look, rng, false);
  });
  for (let i = 0; i < 3; i++) {
    const angle = Math.PI * (0.1 + i * 0.4);
    out += `<circle cx="${n(50 + Math.cos(angle) * 34)}" cy="${n(42 + Math.sin(angle) * 20)}" r="2.6" fill="${rng.pick(ENAMELS)}" stroke="url(#metal)" stroke-width=".8"/>`;
  }
  return out;
}

function charmNecklace(look, rng) {
  const d = "M8 0C14 50 36 60 50 60C64 60 86 50 92 0";
  let out = chainAlong(d, 1.2, "cable");
  const names = rng.sample(Object.keys(MOTIFS), look.variant === "carrier" ? 3 : 1);
  names.forEach((name, i) => {
    const x = names.length === 1 ? 40 : 24 + i * 20;
    out += motif(name, x, 66 - Math.abs(i - 1) * 4, 0.5, look, rng);
  });
  return out;
}

const BOX_COLORS = {
  jewelry: ["#f3ece1", "#c9a45c"],
  rapper: ["#141416", "#d4af37"],
  apparel: ["#ece7e1", "#1f1f1f"],
  charms: ["#f7c6d6", "#ffffff"],
};

/** The brand's gift box (or pouch), shared by every product of the brand. */
export function packaging(theme) {
  const [box, ribbon] = BOX_COLORS[theme] ?? BOX_COLORS.jewelry;
  if (theme === "charms") {
    return `${shadow(50, 90, 30, 5)}<path d="M26 34Q50 28 74 34L80 86Q50 92 20 86Z" fill="${box}"/><path d="M26 34Q50 40 74 34" stroke="#e59ab5" stroke-width="2" fill="none"/><path d="M46 38Q40 48 36 56M54 38Q60 48 64 56" stroke="${ribbon}" stroke-width="1.4" fill="none"/><circle cx="50" cy="62" r="8" fill="none" stroke="${ribbon}" stroke-width="1.2"/>`;
  }
  return `${shadow(50, 90, 40, 6)}<rect x="16" y="40" width="68" height="46" rx="2" fill="${box}"/><rect x="13" y="30" width="74" height="14" rx="2" fill="${box}" stroke="#000" stroke-opacity=".15"/><rect x="46" y="30" width="8" height="56" fill="${ribbon}"/><rect x="13" y="35" width="74" height="4" fill="${ribbon}" opacity=".9"/><path d="M50 30C40 18 30 22 38 30ZM50 30C60 18 70 22 62 30Z" fill="${ribbon}"/>${sparkle(30, 50, 2.2, 0.35)}`;
}

export const CHARM_DRAWINGS = { charm, birthstone, "charm-bracelet": charmBracelet, "charm-necklace": charmNecklace };
