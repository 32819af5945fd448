// Building blocks for the procedural product photos: backdrops, metals, stones, sparkles.
// Everything is drawn in a 100×100 view box; the renderer picks the pixel size.
const n = (x) => Math.round(x * 100) / 100;
export { n };

const METALS = {
  gold: ["#fff6d2", "#efce72", "#c09030", "#8a6418", "#f7e29a"],
  silver: ["#ffffff", "#e6e9ee", "#aab2bc", "#6d7580", "#f4f6f8"],
  rose: ["#fff0ea", "#f0b8a6", "#c27d6b", "#8e5143", "#f8d3c6"],
  black: ["#8a8a8a", "#4a4a4e", "#222226", "#0b0b0d", "#6a6a70"],
};

const STONE_TONES = {
  clear: ["#ffffff", "#eef5ff", "#b9cbe6", "#7f97bd"],
  pearl: ["#ffffff", "#fbf6ee", "#e6dccb", "#bfb3a0"],
  blue: ["#dfe8ff", "#5f86e8", "#1f3fa6", "#0d1f5c"],
  green: ["#e2fbe9", "#3fbf77", "#0f7a45", "#064226"],
  red: ["#ffe0e4", "#e8485e", "#a3122b", "#5c0615"],
  pink: ["#fff0f6", "#f7a8c8", "#d9578d", "#8f2453"],
};

/** Tones of a stone colour: a named tone or, for birthstones, a hex. */
function stoneTones(stone) {
  if (STONE_TONES[stone]) return STONE_TONES[stone];
  const hex = /^#[0-9a-f]{6}$/i.test(stone ?? "") ? stone : "#b9cbe6";
  return ["#ffffff", mix(hex, "#ffffff", 0.45), hex, mix(hex, "#000000", 0.45)];
}

export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const BACKDROPS = {
  jewelry: [
    ["#fffdf8", "#eee3d3"],
    ["#f6ebe6", "#dfcbc1"],
  ],
  rapper: [
    ["#45454d", "#101013"],
    ["#34264a", "#0b0910"],
  ],
  apparel: [
    ["#f8f6f3", "#e2ddd6"],
    ["#efe6df", "#d6c8bb"],
  ],
  charms: [
    ["#fff1f5", "#f4d2de"],
    ["#eef8f2", "#cfe8da"],
    ["#f4f0fb", "#dad0ee"],
    ["#fff8e8", "#f1dfb5"],
  ],
};

/** Gradient definitions every drawing can use: #bg, #metal, #metalV, #gem, #gemDot, #shadow. */
export function defs({ theme, view, metal = "gold", stone = "clear", pastel = 0 }) {
  const m = METALS[metal] ?? METALS.gold;
  const s = stoneTones(stone);
  const list = BACKDROPS[theme] ?? BACKDROPS.jewelry;
  const [inner, outer] = theme === "charms" ? list[(pastel + view) % list.length] : list[view % list.length];
  return `<defs>
<radialGradient id="bg" cx="50%" cy="${view ? 30 : 42}%" r="80%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m[0]}"/><stop offset=".35" stop-color="${m[1]}"/><stop offset=".6" stop-color="${m[2]}"/><stop offset=".8" stop-color="${m[4]}"/><stop offset="1" stop-color="${m[3]}"/></linearGradient>
<linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m[4]}"/><stop offset=".5" stop-color="${m[1]}"/><stop offset="1" stop-color="${m[3]}"/></linearGradient>
<radialGradient id="gem" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${s[0]}"/><stop offset=".35" stop-color="${s[1]}"/><stop offset=".8" stop-color="${s[2]}"/><stop offset="1" stop-color="${s[3]}"/></radialGradient>
<radialGradient id="gemDot" cx="35%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="${s[1]}"/><stop offset="1" stop-color="${s[2]}"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="${theme === "rapper" ? 0.55 : 0.2}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<pattern id="pave" width="2.6" height="2.6" patternUnits="userSpaceOnUse"><rect width="2.6" height="2.6" fill="${m[3]}"/><circle cx="1.3" cy="1.3" r="1.15" fill="url(#gemDot)"/></pattern>
</defs>`;
}

export const backdrop = (view) =>
  `<rect width="100" height="100" fill="url(#bg)"/>${view ? '<ellipse cx="50" cy="88" rx="46" ry="9" fill="#ffffff" opacity=".18"/>' : ""}`;

export const shadow = (cx, cy, rx, ry) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;

export const sparkle = (x, y, r = 2.4, opacity = 0.95) =>
  `<path d="M${n(x)} ${n(y - r)}L${n(x + r * 0.18)} ${n(y - r * 0.18)}L${n(x + r)} ${n(y)}L${n(x + r * 0.18)} ${n(y + r * 0.18)}L${n(x)} ${n(y + r)}L${n(x - r * 0.18)} ${n(y + r * 0.18)}L${n(x - r)} ${n(y)}L${n(x - r * 0.18)} ${n(y - r * 0.18)}Z" fill="#fff" opacity="${opacity}"/>`;

/** A faceted stone: round, princess, oval, pear or emerald cut. */
export function gem(cx, cy, r, cut = "round") {
  const f = `stroke="#ffffff" stroke-opacity=".55" stroke-width="${n(r * 0.06)}" fill="none"`;
  let body;
  if (cut === "princess") {
    body = `<rect x="${n(cx - r)}" y="${n(cy - r)}" width="${n(2 * r)}" height="${n(2 * r)}" fill="url(#gem)"/><path d="M${n(cx - r)} ${n(cy - r)}L${n(cx + r)} ${n(cy + r)}M${n(cx + r)} ${n(cy - r)}L${n(cx - r)} ${n(cy + r)}" ${f}/><rect x="${n(cx - r * 0.5)}" y="${n(cy - r * 0.5)}" width="${n(r)}" height="${n(r)}" ${f}/>`;
  } else if (cut === "oval" || cut === "pear") {
    const top =
      cut === "pear"
        ? `M${n(cx)} ${n(cy - r * 1.45)}C${n(cx + r * 0.5)} ${n(cy - r * 0.6)} ${n(cx + r)} ${n(cy)} ${n(cx + r)} ${n(cy + r * 0.35)}A${n(r)} ${n(r)} 0 0 1 ${n(cx - r)} ${n(cy + r * 0.35)}C${n(cx - r)} ${n(cy)} ${n(cx - r * 0.5)} ${n(cy - r * 0.6)} ${n(cx)} ${n(cy - r * 1.45)}Z`
        : null;
    body = top
      ? `<path d="${top}" fill="url(#gem)"/><path d="M${n(cx)} ${n(cy - r * 1.2)}L${n(cx)} ${n(cy + r)}M${n(cx - r * 0.8)} ${n(cy + r * 0.2)}L${n(cx + r * 0.8)} ${n(cy + r * 0.2)}" ${f}/>`
      : `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.78)}" ry="${n(r * 1.12)}" fill="url(#gem)"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.4)}" ry="${n(r * 0.6)}" ${f}/>`;
  } else if (cut === "emerald") {
    const c = r * 0.3;
    body = `<path d="M${n(cx - r + c)} ${n(cy - r * 1.2)}H${n(cx + r - c)}L${n(cx + r)} ${n(cy - r * 1.2 + c)}V${n(cy + r * 1.2 - c)}L${n(cx + r - c)} ${n(cy + r * 1.2)}H${n(cx - r + c)}L${n(cx - r)} ${n(cy + r * 1.2 - c)}V${n(cy - r * 1.2 + c)}Z" fill="url(#gem)"/><rect x="${n(cx - r * 0.55)}" y="${n(cy - r * 0.8)}" width="${n(r * 1.1)}" height="${n(r * 1.6)}" ${f}/>`;
  } else {
    const pts = Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      return `${n(cx + Math.cos(a) * r * 0.55)},${n(cy + Math.sin(a) * r * 0.55)}`;
    }).join(" ");
    body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#gem)"/><polygon points="${pts}" ${f}/><path d="M${n(cx - r)} ${n(cy)}H${n(cx + r)}M${n(cx)} ${n(cy - r)}V${n(cy + r)}" ${f}/>`;
  }
  return body + sparkle(cx - r * 0.35, cy - r * 0.4, r * 0.55);
}

/** Stones along a path: a dotted stroke of round caps, with a glint on each. */
export function paveAlong(d, size, gap, extra = "") {
  const step = n(size + gap);
  return `<path d="${d}" fill="none" stroke="url(#gemDot)" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${step}" ${extra}/><path d="${d}" fill="none" stroke="#fff" stroke-width="${n(size * 0.35)}" stroke-linecap="round" stroke-dasharray="0 ${step}" opacity=".8" ${extra}/>`;
}

/** A chain along a path: links as dashes over a darker core. */
export function chainAlong(d, width, style = "cable") {
  const w = n(width);
  const dash = {
    cable: [width * 1.6, width * 0.5],
    rope: [width * 0.7, width * 0.5],
    figaro: [width * 3, width * 0.5, width, width * 0.5],
    box: [width, width * 0.3],
    curb: [width * 1.2, width * 0.35],
  }[style] ?? [width * 1.6, width * 0.5];
  return `<path d="${d}" fill="none" stroke="url(#metalV)" stroke-width="${w}" stroke-linecap="round" opacity=".9"/><path d="${d}" fill="none" stroke="url(#metal)" stroke-width="${n(width * 0.78)}" stroke-dasharray="${dash.map(n).join(" ")}" stroke-linecap="${style === "box" ? "butt" : "round"}"/><path d="${d}" fill="none" stroke="#fff" stroke-width="${n(width * 0.18)}" stroke-dasharray="${dash.map(n).join(" ")}" opacity=".55"/>`;
}

export function svgDocument(inner, size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${inner}</svg>`;
}
