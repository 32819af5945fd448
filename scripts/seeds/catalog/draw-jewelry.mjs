// Jewelry and VIPRAPPER drawings: each returns the body of a 100×100 scene.
import { chainAlong, gem, n, paveAlong, shadow, sparkle } from "./svg-kit.mjs";

const CUTS = ["round", "oval", "princess", "pear", "emerald"];

function ring(look, rng) {
  const band = rng.float() * 1.6 + 2.6;
  const r = rng.float() * 3 + (look.variant === "solitaire" ? 8 : 6.5);
  const cut = look.variant === "eternity" || look.variant === "pave" ? "round" : rng.pick(CUTS);
  let out = shadow(50, 88, 30, 4.5);
  out += `<ellipse cx="50" cy="60" rx="25" ry="25" fill="none" stroke="url(#metalV)" stroke-width="${n(band + 1)}" opacity=".55"/>`;
  out += `<ellipse cx="50" cy="60" rx="25" ry="25" fill="none" stroke="url(#metal)" stroke-width="${n(band)}"/>`;
  out += `<path d="M28 66A24 24 0 0 0 72 66" fill="none" stroke="#fff" stroke-width=".6" opacity=".5"/>`;
  if (!look.stone) return out;
  if (look.variant === "eternity") return out + paveAlong("M26 60A24 24 0 0 0 74 60", band * 0.8, 0.5) + gem(50, 35, r * 0.8, "round");
  if (look.variant === "pave") out += paveAlong("M27.5 52A24 24 0 0 1 72.5 52", band * 0.75, 0.4);
  // The setting: prongs, then the stone(s) with a halo or side stones.
  out += `<path d="M${n(50 - r * 0.8)} 38L${n(50 - r * 0.45)} ${n(33 - r)}M${n(50 + r * 0.8)} 38L${n(50 + r * 0.45)} ${n(33 - r)}" stroke="url(#metal)" stroke-width="1.6"/>`;
  if (look.variant === "three-stone") out += gem(50 - r * 1.55, 36.5, r * 0.6, "round") + gem(50 + r * 1.55, 36.5, r * 0.6, "round");
  if (look.variant === "halo")
    out +=
      `<circle cx="50" cy="33" r="${n(r * 1.28)}" fill="url(#metal)"/>` +
      paveAlong(
        `M${n(50 - r * 1.28)} 33a${n(r * 1.28)} ${n(r * 1.28)} 0 1 0 ${n(r * 2.56)} 0a${n(r * 1.28)} ${n(r * 1.28)} 0 1 0 ${n(-r * 2.56)} 0`,
        1.7,
        0.3,
      );
  return out + gem(50, 33, r, cut);
}

function band(look, rng) {
  const w = 6 + rng.float() * 3;
  let out = shadow(50, 86, 32, 5);
  out += `<ellipse cx="50" cy="56" rx="28" ry="22" fill="none" stroke="url(#metalV)" stroke-width="${n(w)}"/>`;
  out += `<path d="M22 58A28 22 0 0 0 78 58" fill="none" stroke="url(#metal)" stroke-width="${n(w)}"/>`;
  out += `<path d="M23 61A27 20 0 0 0 77 61" fill="none" stroke="#fff" stroke-width=".8" opacity=".6"/>`;
  if (look.variant === "twist")
    out += `<path d="M22 58A28 22 0 0 0 78 58" fill="none" stroke="url(#metalV)" stroke-width="${n(w * 0.9)}" stroke-dasharray="1.2 2.2" opacity=".7"/>`;
  if (look.stone && look.variant !== "plain" && look.variant !== "twist") out += paveAlong("M23.5 57A27 21 0 0 0 76.5 57", w * 0.45, 0.5);
  if (look.stone && look.variant === "plain") out += gem(50, 78, 2.6, "round");
  return out;
}

const PENDANTS = {
  heart: (s) =>
    `<path d="M50 ${n(62 + s)}C${n(42 - s)} ${n(54 + s * 0.3)} ${n(38 - s)} ${n(46 - s * 0.2)} ${n(44 - s * 0.3)} ${n(42 - s * 0.3)}C48 40 50 43 50 45C50 43 52 40 ${n(56 + s * 0.3)} ${n(42 - s * 0.3)}C${n(62 + s)} ${n(46 - s * 0.2)} ${n(58 + s)} ${n(54 + s * 0.3)} 50 ${n(62 + s)}Z"`,
  cross: (s) =>
    `<path d="M${n(47 - s * 0.2)} 40H${n(53 + s * 0.2)}V${n(47)}H${n(60 + s)}V${n(52)}H${n(53 + s * 0.2)}V${n(66 + s)}H${n(47 - s * 0.2)}V52H${n(40 - s)}V47H${n(47 - s * 0.2)}Z"`,
  medallion: (s) => `<circle cx="50" cy="${n(52 + s * 0.3)}" r="${n(10 + s)}"`,
  star: (s) => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (Math.PI / 5) * i;
      const r = i % 2 ? 5 + s * 0.3 : 12 + s;
      return `${n(50 + Math.cos(a) * r)},${n(53 + Math.sin(a) * r)}`;
    });
    return `<polygon points="${pts.join(" ")}"`;
  },
  bar: (s) => `<rect x="${n(47.5)}" y="40" width="5" height="${n(20 + s * 2)}" rx="1"`,
  drop: (s) =>
    `<path d="M50 40C${n(55 + s * 0.5)} 47 ${n(59 + s)} 53 ${n(59 + s)} 57A9 9 0 0 1 ${n(41 - s)} 57C${n(41 - s)} 53 ${n(45 - s * 0.5)} 47 50 40Z"`,
};

function necklace(look, rng) {
  const sag = 58 + rng.float() * 6;
  const d = `M8 0C14 ${n(sag - 6)} 38 ${n(sag - 14)} 50 ${n(sag - 14)}C62 ${n(sag - 14)} 86 ${n(sag - 6)} 92 0`;
  let out = chainAlong(d, 1.3, rng.pick(["cable", "box"]));
  out += pendantShape(look, rng, sag - 54);
  return out;
}

function pendantShape(look, rng, dy = 0, scale = 1) {
  const shape = PENDANTS[look.variant] ? look.variant : "medallion";
  const s = rng.float() * 2 * scale;
  const g = `<g transform="translate(0 ${n(dy)})">`;
  let out = `${g}<circle cx="50" cy="38.5" r="2.2" fill="none" stroke="url(#metal)" stroke-width="1.1"/>`;
  out += `${PENDANTS[shape](s)} fill="url(#metal)" stroke="url(#metalV)" stroke-width=".8"/>`;
  if (look.stone && (shape === "medallion" || shape === "heart" || shape === "drop"))
    out += gem(50, shape === "heart" ? 50 : 53.5 + s * 0.3, 4.5 + s * 0.4, shape === "drop" ? "pear" : "round");
  else if (look.stone) out += paveAlong(shape === "bar" ? `M50 42V${n(58 + s * 2)}` : "M42 49.5H58M50 42V64", 1.8, 0.5);
  else out += sparkle(45, 47, 2.2, 0.8);
  return `${out}</g>`;
}

function pendant(look, rng) {
  const d = "M30 0C36 22 44 30 50 36M70 0C64 22 56 30 50 36";
  return (
    shadow(50, 88, 22, 4) +
    chainAlong(d, 1.1, "cable") +
    `<g transform="translate(50 58) scale(1.7) translate(-50 -52)">${pendantShape(look, rng)}</g>`
  );
}

function tennisNecklace(look, rng) {
  const sag = 66 + rng.float() * 8;
  const d = `M6 0C12 ${n(sag - 8)} 36 ${n(sag)} 50 ${n(sag)}C64 ${n(sag)} 88 ${n(sag - 8)} 94 0`;
  if (look.variant === "solitaire") return necklace({ ...look, variant: "drop" }, rng);
  return `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="3.2"/>` + paveAlong(d, 2.7, 0.4) + gem(50, sag + 6, 4, "round");
}

function chain(look, rng) {
  const style = look.variant ?? "cable";
  const w = 2.2 + rng.float() * 1.5;
  const d = `M14 30C14 ${n(80 + rng.float() * 6)} 86 ${n(82 + rng.float() * 6)} 86 30C86 ${n(8 + rng.float() * 6)} 24 ${n(6 + rng.float() * 6)} 30 40`;
  return (
    shadow(50, 88, 36, 5) +
    chainAlong(d, w, style) +
    `<ellipse cx="30.5" cy="41" rx="2.4" ry="3.2" fill="none" stroke="url(#metal)" stroke-width="1.3"/>`
  );
}

function cuban(look, rng) {
  const mm = parseInt(look.variant ?? "12", 10) || 12;
  const w = 3 + mm * 0.42;
  const d = `M10 0C10 ${n(70 + rng.float() * 8)} 90 ${n(70 + rng.float() * 8)} 90 0`;
  let out = `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="${n(w)}"/>`;
  out += `<path d="${d}" fill="none" stroke="url(#metal)" stroke-width="${n(w * 0.84)}" stroke-dasharray="${n(w * 0.55)} ${n(w * 0.22)}"/>`;
  out += `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(w * 0.16)}" stroke-dasharray="${n(w * 0.3)} ${n(w * 0.47)}" opacity=".55"/>`;
  if (look.iced) out += paveAlong(d, w * 0.26, w * 0.14, `transform="translate(0 ${n(-w * 0.12)})"`);
  return out + `<rect x="44" y="${n(60 + mm * 0.5)}" width="12" height="${n(w * 0.9)}" rx="1.5" fill="url(#metal)" stroke="url(#metalV)"/>`;
}

function tennisChain(look, rng) {
  const size = 1.8 + (parseInt(look.variant ?? "4", 10) || 4) * 0.35;
  const d = `M8 0C8 ${n(72 + rng.float() * 8)} 92 ${n(72 + rng.float() * 8)} 92 0`;
  return `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="${n(size + 0.9)}"/>` + paveAlong(d, size, 0.35);
}

function bracelet(look, rng) {
  const ry = 15 + rng.float() * 4;
  const d = `M18 58A32 ${n(ry)} 0 1 0 82 58A32 ${n(ry)} 0 1 0 18 58`;
  let out = shadow(50, 82, 36, 5);
  if (look.variant === "bangle" || look.variant === "cuff") {
    const w = look.variant === "cuff" ? 8 : 4.5;
    out += `<path d="${look.variant === "cuff" ? `M22 62A32 ${n(ry)} 0 1 1 78 62` : d}" fill="none" stroke="url(#metalV)" stroke-width="${n(w)}" stroke-linecap="round"/>`;
    out += `<path d="M20 60A31 ${n(ry - 1)} 0 0 0 80 60" fill="none" stroke="url(#metal)" stroke-width="${n(w * 0.7)}"/>`;
    if (look.stone) out += paveAlong(`M24 64A28 ${n(ry - 3)} 0 0 0 76 64`, 1.8, 0.9);
    return out;
  }
  if (look.variant === "tennis") return out + `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="3.6"/>` + paveAlong(d, 3, 0.4);
  out += chainAlong(d, 3.4 + rng.float(), "curb");
  if (look.stone) out += paveAlong(d, 1.3, 3.6);
  return out;
}

function studs(look, rng) {
  const r = 6 + rng.float() * 4;
  const cut = look.variant === "princess" ? "princess" : "round";
  const one = (cx) => {
    let s = `<circle cx="${cx}" cy="52" r="${n(r * 1.08)}" fill="url(#metal)"/>`;
    if (look.variant === "flower")
      s += [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<ellipse cx="${cx}" cy="${n(52 - r * 1.3)}" rx="${n(r * 0.55)}" ry="${n(r * 0.8)}" fill="url(#gem)" transform="rotate(${a} ${cx} 52)"/>`,
        )
        .join("");
    if (look.variant === "halo")
      s +=
        `<circle cx="${cx}" cy="52" r="${n(r * 1.45)}" fill="url(#metal)"/>` +
        paveAlong(
          `M${n(cx - r * 1.45)} 52a${n(r * 1.45)} ${n(r * 1.45)} 0 1 0 ${n(r * 2.9)} 0a${n(r * 1.45)} ${n(r * 1.45)} 0 1 0 ${n(-r * 2.9)} 0`,
          1.6,
          0.3,
        );
    return (
      s +
      (look.stone === "pearl"
        ? `<circle cx="${cx}" cy="52" r="${n(r)}" fill="url(#gem)"/>${sparkle(cx - r * 0.3, 52 - r * 0.35, r * 0.4, 0.7)}`
        : gem(cx, 52, r * (look.variant === "flower" ? 0.6 : 1), cut))
    );
  };
  return shadow(50, 80, 34, 4) + one(32) + one(68);
}

function hoops(look, rng) {
  const small = look.variant === "huggie";
  const rx = small ? 9 : 12 + rng.float() * 3;
  const ry = small ? 10 : 17 + rng.float() * 4;
  const w = small ? 4 : 2.6 + rng.float();
  const hoop = (cx) => {
    const d = `M${n(cx)} ${n(52 - ry)}A${n(rx)} ${n(ry)} 0 1 1 ${n(cx - 0.1)} ${n(52 - ry)}`;
    return (
      `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="${n(w)}"/><path d="M${n(cx - rx * 0.9)} 56A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx * 0.9)} 56" fill="none" stroke="url(#metal)" stroke-width="${n(w * 0.6)}"/>` +
      (look.stone ? paveAlong(`M${n(cx + rx * 0.3)} ${n(52 + ry * 0.95)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} 52`, w * 0.55, 0.5) : "")
    );
  };
  return shadow(50, 84, 36, 4) + hoop(32) + hoop(68);
}

const DIALS = { dress: "#f7f3ea", chronograph: "#17181c", diver: "#14284d", minimal: "#efece6", "bust-down": "#dfe6f0", bezel: "#101014" };

function watch(look, rng) {
  const dial = DIALS[look.variant] ?? "#f7f3ea";
  const dark = ["chronograph", "diver", "bezel"].includes(look.variant);
  const leather = !look.iced && rng.chance(0.4);
  const strap = leather ? rng.pick(["#5a3a22", "#1d1d1f", "#7b4b2a"]) : "url(#metalV)";
  let out = shadow(50, 92, 20, 4);
  out += `<rect x="38" y="0" width="24" height="34" rx="3" fill="${strap}"/><rect x="38" y="66" width="24" height="34" rx="3" fill="${strap}"/>`;
  if (!leather) out += `<path d="M50 0V34M50 66V100" stroke="#000" stroke-opacity=".25" stroke-width="8" stroke-dasharray="1 3.4"/>`;
  out += `<circle cx="50" cy="50" r="22" fill="url(#metal)"/><rect x="71" y="46.5" width="4" height="7" rx="1" fill="url(#metalV)"/>`;
  if (look.iced || look.variant === "bezel") out += paveAlong("M30 50a20 20 0 1 0 40 0a20 20 0 1 0 -40 0", 2.6, 0.2);
  out += `<circle cx="50" cy="50" r="17" fill="${dial}" stroke="#000" stroke-opacity=".25" stroke-width=".5"/>`;
  if (look.variant === "bust-down") out += `<circle cx="50" cy="50" r="16.5" fill="url(#pave)"/>`;
  const tick = dark ? "#e9e9e9" : "#2a2a2a";
  if (look.variant !== "minimal")
    out += Array.from(
      { length: 12 },
      (_, i) => `<rect x="49.4" y="34.6" width="1.2" height="${i % 3 ? 2 : 3.4}" fill="${tick}" transform="rotate(${i * 30} 50 50)"/>`,
    ).join("");
  if (look.variant === "chronograph")
    out += [
      [44, 53],
      [56, 53],
      [50, 44],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.2" fill="none" stroke="${tick}" stroke-width=".5"/>`)
      .join("");
  const h = rng.int(0, 11) * 30;
  const m = rng.int(0, 59) * 6;
  out += `<rect x="49.2" y="40" width="1.6" height="11" rx=".8" fill="${tick}" transform="rotate(${h} 50 50)"/><rect x="49.5" y="36" width="1" height="15" rx=".5" fill="${tick}" transform="rotate(${m} 50 50)"/><circle cx="50" cy="50" r="1.3" fill="${tick}"/>`;
  return out + `<path d="M36 38A18 18 0 0 1 58 33" stroke="#fff" stroke-width="1.2" fill="none" opacity=".45"/>`;
}

function grillz(look, rng) {
  const teeth = rng.pick([6, 8]);
  const arch = 7 + rng.float() * 5;
  const scale = 0.9 + rng.float() * 0.2;
  const iced = look.variant === "iced" && look.stone;
  const row = (y, flip) =>
    Array.from({ length: teeth }, (_, i) => {
      const t = (i - (teeth - 1) / 2) / (teeth / 2);
      const x = 50 + t * 32;
      const yy = y + t * t * arch * (flip ? -1 : 1);
      const w = (8 - Math.abs(t) * 1.6) * scale;
      const h = (13 - Math.abs(t) * 3) * scale;
      const shape = `x="${n(x - w / 2)}" y="${n(flip ? yy - h : yy)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.35)}"`;
      let tooth = `<rect ${shape} fill="${iced ? "url(#pave)" : "url(#metal)"}" stroke="url(#metalV)" stroke-width=".7"/>`;
      if (look.variant === "diamond-cut")
        tooth += `<path d="M${n(x - w / 2)} ${n(flip ? yy - h / 2 : yy + h / 2)}L${n(x)} ${n(flip ? yy - h : yy)}L${n(x + w / 2)} ${n(flip ? yy - h / 2 : yy + h / 2)}" stroke="#fff" stroke-width=".4" fill="none" opacity=".7"/>`;
      return tooth;
    }).join("");
  return shadow(50, 86, 36, 5) + row(34, false) + (rng.chance(0.5) ? row(74, true) : "") + sparkle(38, 40, 2.5);
}

function icedPendant(look, rng) {
  const shape = PENDANTS[look.variant] ? look.variant : look.variant === "crown" ? "crown" : "medallion";
  const s = 4 + rng.float() * 3;
  const path =
    shape === "crown" ? `<path d="M28 ${n(70)}L24 36L38 50L50 30L62 50L76 36L72 70Z"` : PENDANTS[shape](s).replace(/(\d+(\.\d+)?)/g, (v) => v);
  const body = `<g transform="translate(50 55) scale(${shape === "crown" ? 1 : 2.1}) translate(-50 ${shape === "crown" ? -50 : -52})">${path} fill="url(#pave)" stroke="url(#metal)" stroke-width="${shape === "crown" ? 2 : 1}"/></g>`;
  const bail = `<rect x="46" y="6" width="8" height="12" rx="3" fill="url(#pave)" stroke="url(#metal)" stroke-width="1.2"/>`;
  return (
    shadow(50, 92, 30, 5) +
    chainAlong("M20 0C30 8 40 12 46 12M80 0C70 8 60 12 54 12", 2.4, "curb") +
    bail +
    body +
    sparkle(40, 45, 3) +
    sparkle(62, 62, 2.4)
  );
}

export const JEWELRY_DRAWINGS = {
  ring,
  band,
  necklace,
  pendant,
  "tennis-necklace": tennisNecklace,
  chain,
  cuban,
  "tennis-chain": tennisChain,
  bracelet,
  studs,
  hoops,
  watch,
  grillz,
  "iced-pendant": icedPendant,
  pendantShape,
};
