// One product photo as SVG source, from the look the generator gave it. The same look
// always gives the same picture; view 0 is the packshot, view 1 a closer, turned shot.
import { apparelScene } from "./draw-apparel.mjs";
import { CHARM_DRAWINGS, packaging } from "./draw-charms.mjs";
import { JEWELRY_DRAWINGS } from "./draw-jewelry.mjs";
import { createRng, digest } from "./prng.mjs";
import { backdrop, defs, svgDocument } from "./svg-kit.mjs";

const DRAWINGS = { ...JEWELRY_DRAWINGS, ...CHARM_DRAWINGS };
const APPAREL = new Set(["gown", "ballgown", "cocktail", "top", "skirt", "shawl"]);

export function sceneSvg(look, size) {
  const pastel = parseInt(digest(look.seed ?? look.theme).slice(0, 2), 16) % 4;
  const head = defs({ theme: look.theme, view: look.view ?? 0, metal: look.metal ?? "gold", stone: look.month ?? look.stone ?? "clear", pastel });
  if (look.draw === "packaging") return svgDocument(head + backdrop(0) + packaging(look.theme), size);
  // Seeded by the product, not the view, so both views show the same piece.
  const rng = createRng(look.seed);
  const body = APPAREL.has(look.draw) ? apparelScene(look, rng) : DRAWINGS[look.draw](look, rng);
  const view = look.view ?? 0;
  const frame = !view
    ? body
    : APPAREL.has(look.draw)
      ? `<g transform="translate(50 60) scale(1.7) translate(-50 -32)">${body}</g>`
      : `<g transform="translate(50 54) rotate(-16) scale(1.3) translate(-50 -52)">${body}</g>`;
  return svgDocument(head + backdrop(view) + frame, size);
}
