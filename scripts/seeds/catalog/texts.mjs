// Product titles and descriptions in en, de, fr, es (en-GB is derived from en). Titles follow
// each market's habit: English adjective stacks, comma lists in German, French and Spanish.
import { toBritish } from "./words.mjs";

const lower = (s) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const decimal = (n, lang) => (lang === "en" ? String(n) : String(n).replace(".", ","));
const joinList = (parts) => parts.filter(Boolean).join(", ");
const I = { en: 0, de: 1, fr: 2, es: 3 };

/** p: { name, noun, variant?, stone?, material, kind } with [en, de, fr, es] arrays. */
function title(p, lang) {
  const i = I[lang];
  const at = (arr) => arr?.[i];
  if (p.kind === "charm") {
    if (lang === "en") return `${p.name[0]} ${p.noun[0]} in ${p.material[0]}`;
    return joinList([`${p.noun[i]} ${p.name[i]}`, lang === "de" ? p.material[i] : lower(p.material[i])]);
  }
  if (p.kind === "birthstone") {
    if (lang === "en") return `${p.name[0]} ${p.noun[0]}`;
    if (lang === "es") return `${p.noun[i]} de ${p.name[i]}`;
    return `${p.noun[i]} ${p.name[i]}`;
  }
  const apparel = p.kind === "apparel";
  const feature = apparel ? p.material : p.stone;
  // "Rope" adds nothing to "Rope Chain" (or "Kordel" to "Kordelkette").
  const variant = at(p.variant) && !p.noun[i].toLowerCase().includes(at(p.variant).toLowerCase()) ? at(p.variant) : null;
  if (lang === "en") return [p.name[0], apparel ? feature?.[0] : null, variant, apparel ? null : feature?.[0], p.noun[0]].filter(Boolean).join(" ");
  const keep = lang === "de" ? (s) => s : lower;
  return joinList([`${p.noun[i]} ${p.name[i]}`, keep(variant), keep(at(feature))]);
}

const KIND_SENTENCES = {
  ring: [
    "Available in US sizes 5 to 10: measure the inner circumference in mm and choose the larger size when you are between two.",
    "Erhältlich in den Größen US 5 bis 10: Messen Sie den Innenumfang in mm und wählen Sie bei Zwischengrößen die größere.",
    "Disponible en tailles US 5 à 10 : mesurez la circonférence intérieure en mm et choisissez la taille supérieure en cas d'hésitation.",
    "Disponible en tallas US 5 a 10: mide la circunferencia interior en mm y elige la talla mayor si estás entre dos.",
  ],
  chain: [
    "Choose your length from 16 to 24 inches; every chain closes with a sturdy lobster clasp.",
    "Wählen Sie Ihre Länge von 40 bis 60 cm; jede Kette schließt mit einem stabilen Karabinerverschluss.",
    "Choisissez votre longueur de 40 à 60 cm ; chaque chaîne se ferme par un fermoir mousqueton solide.",
    "Elige tu largo de 40 a 60 cm; cada cadena cierra con un resistente broche de langosta.",
  ],
  cuban: [
    "Solid box clasp with a double safety lock, built to be worn every day.",
    "Massiver Kastenverschluss mit doppelter Sicherung, gemacht für jeden Tag.",
    "Fermoir boîte massif à double sécurité, conçu pour être porté tous les jours.",
    "Cierre de caja macizo con doble seguro, hecho para llevarse a diario.",
  ],
  iced: [
    "Every stone is hand-set and checked under magnification before it ships.",
    "Jeder Stein wird von Hand gefasst und vor dem Versand unter der Lupe geprüft.",
    "Chaque pierre est sertie à la main et contrôlée à la loupe avant l'envoi.",
    "Cada piedra se engasta a mano y se revisa con lupa antes del envío.",
  ],
  grillz: [
    "Custom fitted from the free mould kit we send you, with a step-by-step guide.",
    "Individuell angepasst mit dem kostenlosen Abdruck-Set, das wir Ihnen mit einer Schritt-für-Schritt-Anleitung schicken.",
    "Ajustés sur mesure grâce au kit d'empreinte gratuit que nous vous envoyons, avec un guide pas à pas.",
    "Ajustados a medida con el kit de molde gratuito que te enviamos, con una guía paso a paso.",
  ],
  watch: [
    "Japanese quartz movement, sapphire-coated crystal and water resistance to 3 ATM.",
    "Japanisches Quarzwerk, saphirbeschichtetes Glas und wasserdicht bis 3 ATM.",
    "Mouvement à quartz japonais, verre à revêtement saphir et étanchéité 3 ATM.",
    "Movimiento de cuarzo japonés, cristal con recubrimiento de zafiro y resistencia al agua de 3 ATM.",
  ],
  earrings: [
    "Hypoallergenic posts and secure push backs, comfortable from morning to night.",
    "Hypoallergene Stecker und sichere Verschlüsse, bequem von morgens bis abends.",
    "Tiges hypoallergéniques et fermoirs sûrs, confortables du matin au soir.",
    "Postes hipoalergénicos y cierres seguros, cómodos de la mañana a la noche.",
  ],
  bracelet: [
    "Secure safety clasp; pick the length that matches your wrist.",
    "Sicherer Verschluss; wählen Sie die Länge passend zu Ihrem Handgelenk.",
    "Fermoir de sécurité ; choisissez la longueur adaptée à votre poignet.",
    "Cierre de seguridad; elige el largo que se adapte a tu muñeca.",
  ],
  pendant: [
    "Comes with a matching 18-inch chain; the back can be engraved.",
    "Wird mit passender 45-cm-Kette geliefert; die Rückseite kann graviert werden.",
    "Livré avec une chaîne assortie de 45 cm ; le dos peut être gravé.",
    "Incluye una cadena a juego de 45 cm; el reverso se puede grabar.",
  ],
  charm: [
    "Fits all standard charm bracelets and necklaces; mix it with your other charms.",
    "Passt an alle gängigen Charm-Armbänder und -Ketten; kombinieren Sie ihn mit Ihren anderen Charms.",
    "S'adapte à tous les bracelets et colliers à charms standards ; associez-le à vos autres charms.",
    "Compatible con todas las pulseras y collares de charms estándar; combínalo con tus otros charms.",
  ],
  dress: [
    "Fully lined with a hidden zip; see the size chart for bust, waist and hip in cm.",
    "Komplett gefüttert mit verdecktem Reißverschluss; Brust-, Taillen- und Hüftweite in cm finden Sie in der Größentabelle.",
    "Entièrement doublée avec fermeture éclair invisible ; consultez le guide des tailles pour les tours de poitrine, de taille et de hanches en cm.",
    "Totalmente forrado con cremallera invisible; consulta la guía de tallas para el contorno de pecho, cintura y cadera en cm.",
  ],
  separates: [
    "Lightweight and easy to pair with your favorite evening jewelry.",
    "Leicht und einfach mit Ihrem liebsten Abendschmuck zu kombinieren.",
    "Léger et facile à associer à vos bijoux de soirée préférés.",
    "Ligero y fácil de combinar con tus joyas de noche favoritas.",
  ],
  shawl: [
    "A soft evening wrap to keep you warm from dinner to the dance floor.",
    "Eine weiche Abendstola, die Sie vom Dinner bis zur Tanzfläche wärmt.",
    "Une étole douce pour vous tenir chaud du dîner à la piste de danse.",
    "Una estola suave para abrigarte de la cena a la pista de baile.",
  ],
};

const CLOSING = {
  jewelry: [
    "Made to order in our workshop, covered by our lifetime warranty, with free standard shipping and 30-day returns.",
    "In unserer Werkstatt auf Bestellung gefertigt, mit lebenslanger Garantie, kostenlosem Standardversand und 30 Tagen Rückgaberecht.",
    "Fabriqué sur commande dans notre atelier, garanti à vie, avec livraison standard offerte et retours sous 30 jours.",
    "Hecho por encargo en nuestro taller, con garantía de por vida, envío estándar gratis y devoluciones en 30 días.",
  ],
  apparel: [
    "Made to order in your size, with free standard shipping and 30-day returns.",
    "In Ihrer Größe auf Bestellung gefertigt, mit kostenlosem Standardversand und 30 Tagen Rückgaberecht.",
    "Confectionné sur commande à votre taille, avec livraison standard offerte et retours sous 30 jours.",
    "Confeccionado por encargo en tu talla, con envío estándar gratis y devoluciones en 30 días.",
  ],
};

function intro(p, lang) {
  const i = I[lang];
  const material = p.material[i];
  const stone = p.stone?.[i];
  if (p.kind === "apparel") {
    const cut = p.variant?.[i];
    if (lang === "en") return `The ${p.name[0]} ${p.noun[0]} in ${material}${cut ? `, ${lower(cut)} cut` : ""}.`;
    if (lang === "de") return `${p.noun[i]} ${p.name[i]}. Material: ${material}${cut ? `, Schnitt: ${cut}` : ""}.`;
    if (lang === "fr") return `${p.noun[i]} ${p.name[i]} en ${lower(material)}${cut ? `, coupe ${lower(cut)}` : ""}.`;
    return `${p.noun[i]} ${p.name[i]} de ${lower(material)}${cut ? `, corte ${lower(cut)}` : ""}.`;
  }
  if (lang === "en") return `The ${p.name[0]} ${p.noun[0]} in ${material}${stone ? `, set with ${stone}` : ""}.`;
  if (lang === "de") return `${p.noun[i]} ${p.name[i]}. Material: ${material}${stone ? `, Stein: ${stone}` : ""}.`;
  if (lang === "fr") return `${p.noun[i]} ${p.name[i]} en ${lower(material)}${stone ? `, avec ${lower(stone)}` : ""}.`;
  return `${p.noun[i]} ${p.name[i]} de ${lower(material)}${stone ? ` con ${lower(stone)}` : ""}.`;
}

function plating(microns, lang) {
  const n = decimal(microns, lang);
  return [
    `Plated with ${n} microns of gold for a lasting shine.`,
    `Mit ${n} Mikrometern Gold überzogen für dauerhaften Glanz.`,
    `Plaqué de ${n} microns d'or pour un éclat durable.`,
    `Bañado con ${n} micras de oro para un brillo duradero.`,
  ][I[lang]];
}

/** p also has: sentence (a KIND_SENTENCES key), microns (gold plating) or null, apparel flag. */
function description(p, lang) {
  const i = I[lang];
  const parts = [intro(p, lang), KIND_SENTENCES[p.sentence][i]];
  if (p.microns) parts.push(plating(p.microns, lang));
  parts.push(CLOSING[p.kind === "apparel" ? "apparel" : "jewelry"][i]);
  return parts.join(" ");
}

/** Both texts for the five locales. */
export function productTexts(p) {
  const out = {};
  for (const lang of ["en", "de", "fr", "es"]) out[lang] = { title: title(p, lang), description: description(p, lang) };
  out["en-GB"] = { title: toBritish(out.en.title), description: toBritish(out.en.description) };
  return out;
}

export function slugify(text) {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
