// Words the scale seed builds its rows from. Design names are made of syllables so that a
// hundred thousand products share a few thousand names: a search for one finds a handful of
// products (the bench's "rare word"), a search for "ring" finds tens of thousands.
import { DESIGN_NAMES } from "../seeds/catalog/words.mjs";
import { NICKNAMES, QUESTIONS, REVIEW_TEXTS } from "../seeds/reviews/texts.mjs";

const SYLLABLES = ["ka", "lo", "mi", "ra", "sel", "vin", "dor", "ta", "ne", "bri", "co", "li", "an", "el", "mar", "ro", "sa", "vi"];
const capital = (word) => word[0].toUpperCase() + word.slice(1);

function designNames() {
  const names = DESIGN_NAMES.filter((name) => /^[A-Za-z]+$/.test(name));
  for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of SYLLABLES) names.push(capital(a + b + c));
  return names;
}

const FIRST_NAMES = [
  "Emma",
  "Liam",
  "Olivia",
  "Noah",
  "Ava",
  "Lucas",
  "Mia",
  "Leon",
  "Sofia",
  "Hugo",
  "Lea",
  "Mateo",
  "Chloe",
  "Ethan",
  "Isabella",
  "Jonas",
  "Camille",
  "Diego",
  "Hannah",
  "Louis",
  "Valeria",
  "Oscar",
  "Amelia",
  "Felix",
  "Grace",
  "Marco",
  "Nora",
  "Samuel",
  "Zoe",
  "Arthur",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Brown",
  "Garcia",
  "Miller",
  "Davis",
  "Martinez",
  "Lopez",
  "Wilson",
  "Taylor",
  "Thomas",
  "Moore",
  "Martin",
  "Lee",
  "Walker",
  "Hall",
  "Young",
  "King",
  "Wright",
  "Scott",
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Dubois",
  "Lefebvre",
  "Moreau",
  "Hernández",
  "González",
  "Ramírez",
  "Torres",
  "Flores",
  "Evans",
  "Clarke",
  "Hughes",
];
const STREETS = [
  "Main St",
  "Oak Ave",
  "Maple Rd",
  "High Street",
  "Church Lane",
  "Hauptstraße",
  "Bahnhofstraße",
  "Rue de la Paix",
  "Avenue Victor Hugo",
  "Calle Reforma",
  "Avenida Juárez",
  "Elm St",
  "Park Ave",
  "Station Road",
];
const CITIES = [
  "New York",
  "Los Angeles",
  "Chicago",
  "Houston",
  "London",
  "Manchester",
  "Berlin",
  "München",
  "Hamburg",
  "Paris",
  "Lyon",
  "Marseille",
  "Ciudad de México",
  "Guadalajara",
  "Monterrey",
  "Miami",
];
const TICKET_TOPICS = ["order", "shipping", "return", "product", "custom", "other"];
const TICKET_MESSAGES = [
  "Where is my order? The tracking has not moved for a week.",
  "I would like to change the size of the ring I ordered.",
  "Can I return the necklace? It is a little too long.",
  "The clasp broke after two weeks, what can I do?",
  "I was charged twice for the same order.",
  "Do you ship to Canada?",
];
const AUDIT_ACTIONS = [
  "order.note",
  "order.ship",
  "order.refund",
  "product.update",
  "review.publish",
  "review.reject",
  "ticket.reply",
  "coupon.create",
];
const PAGE_PATHS = [
  "/",
  "/category/rings",
  "/category/necklaces",
  "/category/earrings",
  "/collection/standard-bridal",
  "/search",
  "/cart",
  "/checkout",
  "/coupon",
  "/trackorder",
];

/** Review bodies per language and rating: every opening with every detail and closing. */
function reviewBodies() {
  const lists = {};
  for (const [language, texts] of Object.entries(REVIEW_TEXTS)) {
    for (const rating of [1, 2, 3, 4, 5]) {
      const bodies = [];
      for (const open of texts.open[rating])
        for (const detail of texts.detail) for (const close of texts.close) bodies.push([open, detail, close].filter(Boolean).join(" "));
      lists[`review:${language}:${rating}`] = bodies;
    }
    lists[`nick:${language}`] = NICKNAMES[language];
  }
  for (const [language, pairs] of Object.entries(QUESTIONS)) {
    lists[`question:${language}`] = pairs.map(([question]) => question);
    lists[`answer:${language}`] = pairs.map(([, answer]) => answer);
  }
  return lists;
}

export function seedLists() {
  return {
    design: designNames(),
    first: FIRST_NAMES,
    last: LAST_NAMES,
    street: STREETS,
    city: CITIES,
    topic: TICKET_TOPICS,
    ticket: TICKET_MESSAGES,
    audit: AUDIT_ACTIONS,
    path: PAGE_PATHS,
    ...reviewBodies(),
  };
}
