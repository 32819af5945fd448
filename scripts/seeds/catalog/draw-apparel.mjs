// Apparel drawings: garments on a hanger, coloured by fabric, textured by material.
import { mix, n, shadow } from "./svg-kit.mjs";

function fabricDefs(hex, material) {
  const light = mix(hex, "#ffffff", 0.35);
  const dark = mix(hex, "#000000", 0.35);
  const sheen = material === "satin" || material === "silk-blend" || material === "velvet";
  let texture = "";
  if (material === "sequin")
    texture = `<pattern id="tex" width="2" height="2" patternUnits="userSpaceOnUse"><circle cx="1" cy="1" r=".55" fill="${light}" opacity=".9"/></pattern>`;
  if (material === "lace")
    texture = `<pattern id="tex" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="none" stroke="${light}" stroke-width=".35"/><circle cx="0" cy="0" r=".5" fill="${light}"/></pattern>`;
  return `<defs><linearGradient id="fab" x1="0" y1="0" x2="1" y2="${sheen ? 0.4 : 1}"><stop offset="0" stop-color="${light}"/><stop offset="${sheen ? 0.3 : 0.5}" stop-color="${hex}"/>${sheen ? `<stop offset=".45" stop-color="${light}"/><stop offset=".65" stop-color="${hex}"/>` : ""}<stop offset="1" stop-color="${dark}"/></linearGradient>${texture}</defs>`;
}

const hanger = `<path d="M50 3.5a2.6 2.6 0 1 1 2.6 2.6c-1.3 0-2.6 1-2.6 2.6V11" fill="none" stroke="#8c8c8c" stroke-width="1.1"/><path d="M50 11L26 21H74Z" fill="none" stroke="#a0784f" stroke-width="1.8" stroke-linejoin="round"/>`;

const NECKLINES = {
  "v-neck": "M38 20L50 34L62 20",
  halter: "M44 12L50 28L56 12",
  "off-shoulder": "M30 24Q50 30 70 24",
  sweetheart: "M36 24Q43 18 50 26Q57 18 64 24",
};

function dress(look, rng, kind) {
  const cut = look.variant ?? "a-line";
  const hem = kind === "short" ? 72 : 96;
  const flare = kind === "gown" ? 44 : cut === "mermaid" ? 30 : kind === "short" ? 22 : 28 + rng.float() * 6;
  const waist = 44 + rng.float() * 3;
  const neck = NECKLINES[cut] ?? "M40 20Q50 27 60 20";
  const shoulders = cut === "off-shoulder" ? "M30 24" : cut === "halter" ? "M44 12" : "M38 20";
  const body =
    cut === "mermaid" && kind !== "gown"
      ? `L35 ${n(waist)}L36 78C30 86 ${n(50 - flare)} 92 ${n(50 - flare)} ${hem}H${n(50 + flare)}C${n(50 + flare)} 92 70 86 64 78L65 ${n(waist)}`
      : `L35 ${n(waist)}C${n(50 - flare * 0.6)} ${n(waist + 20)} ${n(50 - flare)} ${n(hem - 10)} ${n(50 - flare)} ${hem}Q50 ${hem + 3} ${n(50 + flare)} ${hem}C${n(50 + flare)} ${n(hem - 10)} ${n(50 + flare * 0.6)} ${n(waist + 20)} 65 ${n(waist)}`;
  const right = cut === "off-shoulder" ? "L70 24" : cut === "halter" ? "L56 12" : "L62 20";
  const path = `${shoulders}${cut === "halter" ? "L40 28L35 36" : cut === "off-shoulder" ? "L34 34" : "L36 26L34 36"}${body}${cut === "halter" ? "L60 28" : ""}${right}`;
  let out = `<path d="${path}" fill="url(#fab)"/>`;
  if (look.texture) out += `<path d="${path}" fill="url(#tex)"/>`;
  out += `<path d="${neck}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width=".8"/>`;
  out += `<path d="M35 ${n(waist)}Q50 ${n(waist + 2)} 65 ${n(waist)}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="1.2"/>`;
  const folds = Array.from({ length: 5 }, (_, i) => {
    const x = 40 + i * 5;
    const spread = (x - 50) * (flare / 16);
    return `M${x} ${n(waist + 4)}Q${n(x + spread * 0.4)} ${n((waist + hem) / 2)} ${n(50 + (x - 50) + spread)} ${hem - 2}`;
  }).join("");
  out += `<path d="${folds}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width=".9"/>`;
  if (cut === "off-shoulder") out += `<path d="M30 24Q26 30 28 38M70 24Q74 30 72 38" stroke="url(#fab)" stroke-width="5" fill="none"/>`;
  else if (cut !== "halter") out += `<path d="M38 20L44 12M62 20L56 12" stroke="url(#fab)" stroke-width="1.4"/>`;
  return hanger + out;
}

function top(look, rng) {
  const sleeves =
    look.variant === "camisole"
      ? ""
      : `<path d="M36 24L24 ${n(44 + rng.float() * 10)}L31 46L37 34M64 24L76 ${n(44 + rng.float() * 10)}L69 46L63 34" fill="url(#fab)"/>`;
  const straps = look.variant === "camisole" ? `<path d="M40 26L44 12M60 26L56 12" stroke="url(#fab)" stroke-width="1.2"/>` : "";
  const body = look.variant === "camisole" ? "M38 26Q50 31 62 26L66 66Q50 70 34 66Z" : "M36 22Q50 27 64 22L66 66Q50 70 34 66Z";
  let out = hanger + sleeves + straps + `<path d="${body}" fill="url(#fab)"/>`;
  if (look.texture) out += `<path d="${body}" fill="url(#tex)"/>`;
  if (look.variant === "wrap") out += `<path d="M37 23L60 60M63 23L48 44" stroke="#000" stroke-opacity=".2" stroke-width=".9" fill="none"/>`;
  else out += `<path d="M44 23.5Q50 32 56 23.5" fill="none" stroke="#000" stroke-opacity=".25" stroke-width=".8"/>`;
  return out;
}

function skirt(look, rng) {
  const hem = look.variant === "maxi" ? 96 : 80;
  const flare = 24 + rng.float() * 8;
  const body = `M36 24H64L${n(50 + flare)} ${hem}Q50 ${hem + 3} ${n(50 - flare)} ${hem}Z`;
  let out = `<path d="M36 13H64" stroke="#8c8c8c" stroke-width="1.4"/><path d="M40 13V24M60 13V24" stroke="#8c8c8c" stroke-width=".8"/>`;
  out += `<path d="${body}" fill="url(#fab)"/><rect x="35.5" y="22" width="29" height="4" fill="url(#fab)" stroke="#000" stroke-opacity=".2" stroke-width=".5"/>`;
  const pleats = look.variant === "pleated" ? 9 : 4;
  out += `<path d="${Array.from({ length: pleats }, (_, i) => {
    const t = (i + 1) / (pleats + 1);
    return `M${n(36 + t * 28)} 27L${n(50 - flare + t * flare * 2)} ${hem - 1}`;
  }).join("")}" stroke="#000" stroke-opacity=".14" stroke-width=".8"/>`;
  return out;
}

function shawl(look, rng) {
  const drop = 70 + rng.float() * 16;
  const body = `M22 30Q50 ${n(38 + rng.float() * 6)} 78 30L${n(72 + rng.float() * 4)} ${n(drop)}L62 ${n(drop - 6)}L58 36Q50 40 42 36L38 ${n(drop - 6)}L28 ${n(drop)}Z`;
  let out = `<path d="M20 28H80" stroke="#a0784f" stroke-width="2.2" stroke-linecap="round"/><path d="M50 8V28" stroke="#8c8c8c" stroke-width="1"/>`;
  out += `<path d="${body}" fill="url(#fab)"/>`;
  out += `<path d="M29 ${n(drop)}v5M31 ${n(drop - 1)}v5M33 ${n(drop - 2)}v5M35 ${n(drop - 3)}v5M65 ${n(drop - 3)}v5M67 ${n(drop - 2)}v5M69 ${n(drop - 1)}v5M71 ${n(drop)}v5" stroke="url(#fab)" stroke-width=".6"/>`;
  return out;
}

const KINDS = { gown: "long", ballgown: "gown", cocktail: "short" };

export function apparelScene(look, rng) {
  const texture = look.material === "sequin" || look.material === "lace";
  const withTexture = { ...look, texture };
  const defs = fabricDefs(look.fabric ?? "#1f2a44", look.material);
  let body;
  if (KINDS[look.draw]) body = dress(withTexture, rng, KINDS[look.draw]);
  else if (look.draw === "top") body = top(withTexture, rng);
  else if (look.draw === "skirt") body = skirt(withTexture, rng);
  else body = shawl(withTexture, rng);
  return defs + shadow(50, 98, 30, 3) + body;
}
