/** Adds a subscriber; the same email twice is fine. */
export async function subscribe(db: D1Database, input: { email: string; store: string; language: string }) {
  await db
    .prepare("INSERT INTO newsletter_subscribers (email, store, language) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING")
    .bind(input.email.toLowerCase(), input.store, input.language)
    .run();
}
