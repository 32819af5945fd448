// Review and question texts of the demo seed, per language: openings by rating, details and
// closings are combined, so thousands of reviews read differently.
export const NICKNAMES = {
  en: [
    "Emily R.",
    "Jordan",
    "Sarah M.",
    "Mike T.",
    "Jess",
    "Olivia K.",
    "Chris",
    "Ashley",
    "Brandon L.",
    "Megan",
    "Tyler",
    "Hannah P.",
    "Dani",
    "Rachel W.",
    "Kevin",
    "Lauren",
  ],
  "en-GB": ["Charlotte", "Oliver B.", "Amelia", "Harry", "Sophie T.", "Jack", "Isla M.", "George", "Poppy", "Alfie R.", "Lucy", "Freddie"],
  de: ["Anna K.", "Lukas", "Sophie M.", "Jonas", "Marie", "Felix B.", "Lea", "Paul S.", "Hannah", "Leon", "Katrin W.", "Jana"],
  fr: ["Camille", "Louis D.", "Chloé", "Hugo", "Léa M.", "Nathan", "Manon", "Lucas B.", "Inès", "Julie", "Théo", "Sarah L."],
  es: ["María G.", "José", "Lucía", "Carlos R.", "Sofía", "Diego", "Valeria M.", "Javier", "Camila", "Andrés", "Fernanda", "Luis P."],
};

const EN = {
  open: {
    5: [
      "Absolutely love it!",
      "Even better than the pictures.",
      "Stunning piece, I'm thrilled.",
      "Perfect gift, she loved it.",
      "Five stars, no doubt.",
    ],
    4: ["Really nice, very happy with it.", "Lovely piece overall.", "Great value for the price.", "Pretty and well made."],
    3: ["It's okay.", "Nice, but not quite what I expected.", "Decent for the price."],
    2: ["A bit disappointed.", "Not as shiny as in the photos."],
    1: ["Not for me, I sent it back.", "Sadly it did not meet my expectations."],
  },
  detail: [
    "The sparkle is amazing in daylight.",
    "It arrived well packed in a pretty box.",
    "Shipping took about ten days.",
    "The size was exactly right.",
    "I've worn it every day for a month and it still looks new.",
    "The clasp feels sturdy.",
    "Customer service answered my question quickly.",
    "The color is a little warmer than on screen.",
    "It runs slightly small, so size up.",
    "Lightweight and comfortable to wear.",
    "The engraving came out beautifully.",
    "Got lots of compliments at a wedding.",
  ],
  close: ["Would buy again.", "Highly recommend.", "Will order another one for my sister.", "", "Thanks!", "Happy customer."],
};

const GB = {
  ...EN,
  detail: [
    ...EN.detail.filter((d) => !d.includes("color is")),
    "The colour is a little warmer than on screen, which I actually prefer.",
    "Delivery to London took just over a week.",
  ],
  close: ["Would buy again.", "Highly recommend.", "Cheers!", "", "Lovely quality for the money."],
};

const DE = {
  open: {
    5: [
      "Ich liebe es!",
      "Noch schöner als auf den Bildern.",
      "Ein traumhaftes Stück.",
      "Perfektes Geschenk, sie war begeistert.",
      "Volle fünf Sterne.",
    ],
    4: ["Sehr schön, ich bin zufrieden.", "Insgesamt ein tolles Stück.", "Gutes Preis-Leistungs-Verhältnis.", "Hübsch und gut verarbeitet."],
    3: ["Ganz okay.", "Schön, aber nicht ganz wie erwartet.", "Für den Preis in Ordnung."],
    2: ["Etwas enttäuscht.", "Glänzt weniger als auf den Fotos."],
    1: ["Nichts für mich, ich habe es zurückgeschickt.", "Leider nicht wie erhofft."],
  },
  detail: [
    "Funkelt bei Tageslicht wunderschön.",
    "Kam gut verpackt in einer schönen Schachtel.",
    "Die Lieferung dauerte etwa zehn Tage.",
    "Die Größe passt genau.",
    "Ich trage es seit einem Monat täglich und es sieht aus wie neu.",
    "Der Verschluss wirkt stabil.",
    "Der Kundenservice hat schnell geantwortet.",
    "Die Farbe ist etwas wärmer als am Bildschirm.",
    "Fällt etwas klein aus.",
    "Leicht und angenehm zu tragen.",
    "Die Gravur ist wunderschön geworden.",
  ],
  close: ["Würde ich wieder kaufen.", "Klare Empfehlung.", "", "Danke!", "Sehr zufrieden."],
};

const FR = {
  open: {
    5: ["Je l'adore !", "Encore plus beau qu'en photo.", "Une pièce magnifique.", "Cadeau parfait, elle a adoré.", "Cinq étoiles sans hésiter."],
    4: ["Très joli, je suis contente.", "Belle pièce dans l'ensemble.", "Bon rapport qualité-prix.", "Joli et bien fini."],
    3: ["Correct.", "Joli, mais pas tout à fait ce que j'attendais.", "Bien pour le prix."],
    2: ["Un peu déçue.", "Moins brillant que sur les photos."],
    1: ["Pas pour moi, je l'ai renvoyé.", "Malheureusement pas à la hauteur."],
  },
  detail: [
    "Il brille énormément à la lumière du jour.",
    "Bien emballé dans une jolie boîte.",
    "La livraison a pris une dizaine de jours.",
    "La taille est parfaite.",
    "Je le porte tous les jours depuis un mois et il est comme neuf.",
    "Le fermoir est solide.",
    "Le service client a répondu très vite.",
    "La couleur est un peu plus chaude qu'à l'écran.",
    "Taille un peu petit.",
    "Léger et agréable à porter.",
    "La gravure est superbe.",
  ],
  close: ["Je rachèterai.", "Je recommande vivement.", "", "Merci !", "Cliente ravie."],
};

const ES = {
  open: {
    5: ["¡Me encanta!", "Aún más bonito que en las fotos.", "Una pieza preciosa.", "Regalo perfecto, le encantó.", "Cinco estrellas sin duda."],
    4: ["Muy bonito, estoy contenta.", "Buena pieza en general.", "Buena relación calidad-precio.", "Bonito y bien hecho."],
    3: ["Está bien.", "Bonito, pero no exactamente lo que esperaba.", "Correcto para el precio."],
    2: ["Un poco decepcionada.", "Brilla menos que en las fotos."],
    1: ["No es para mí, lo devolví.", "Lamentablemente no cumplió mis expectativas."],
  },
  detail: [
    "Brilla muchísimo con la luz del día.",
    "Llegó bien empaquetado en una caja bonita.",
    "El envío tardó unos diez días.",
    "La talla es perfecta.",
    "Lo uso a diario desde hace un mes y sigue como nuevo.",
    "El cierre se siente firme.",
    "Atención al cliente respondió rápido.",
    "El color es un poco más cálido que en pantalla.",
    "Talla un poco pequeño.",
    "Ligero y cómodo de llevar.",
    "El grabado quedó precioso.",
  ],
  close: ["Volvería a comprar.", "Lo recomiendo.", "", "¡Gracias!", "Muy satisfecha."],
};

export const REVIEW_TEXTS = { en: EN, "en-GB": GB, de: DE, fr: FR, es: ES };

export const QUESTIONS = {
  en: [
    ["Is this nickel free?", "Yes, all our plated pieces are nickel free and hypoallergenic."],
    ["Can it be engraved?", "Pieces marked personalizable can be engraved with up to 12 characters."],
    ["Does the color fade?", "The plating is 0.25–2.5 microns thick; keep it away from water and perfume to make it last."],
  ],
  "en-GB": [
    ["Will it arrive before Christmas if I order today?", "Standard delivery takes 7–15 days; express arrives in 5–7 days."],
    ["Is it suitable for sensitive skin?", "Yes, it is nickel free and hypoallergenic."],
  ],
  de: [
    ["Ist das nickelfrei?", "Ja, alle unsere beschichteten Stücke sind nickelfrei und hautverträglich."],
    ["Kann man es gravieren lassen?", "Personalisierbare Stücke können mit bis zu 12 Zeichen graviert werden."],
  ],
  fr: [
    ["Est-ce sans nickel ?", "Oui, toutes nos pièces plaquées sont sans nickel et hypoallergéniques."],
    ["Peut-on le faire graver ?", "Les pièces personnalisables peuvent être gravées jusqu'à 12 caractères."],
  ],
  es: [
    ["¿Es libre de níquel?", "Sí, todas nuestras piezas bañadas son libres de níquel e hipoalergénicas."],
    ["¿Se puede grabar?", "Las piezas personalizables se pueden grabar con hasta 12 caracteres."],
  ],
};

export const SHOP_REPLIES = {
  en: "Thank you for your feedback! We're sorry it wasn't perfect — our team will contact you by email.",
  "en-GB": "Thank you for your feedback! We're sorry it wasn't perfect — our team will be in touch by email.",
  de: "Danke für Ihr Feedback! Es tut uns leid, dass es nicht perfekt war – unser Team meldet sich per E-Mail.",
  fr: "Merci pour votre retour ! Nous sommes désolés que ce ne soit pas parfait, notre équipe vous contacte par e-mail.",
  es: "¡Gracias por tu opinión! Sentimos que no fuera perfecto; nuestro equipo te escribirá por correo.",
};

/** Words that send a review to moderation, per store (matched as whole words). */
export const BLOCKED_WORDS = {
  us: ["scam", "fraud", "fake"],
  uk: ["scam", "fraud", "fake"],
  us_vip: ["scam", "fraud", "fake"],
  apparel: ["scam", "fraud", "fake"],
  heycharm: ["scam", "fraud", "fake"],
  de: ["betrug", "fälschung", "scam"],
  fr: ["arnaque", "contrefaçon", "scam"],
  mx: ["estafa", "falso", "scam"],
};
