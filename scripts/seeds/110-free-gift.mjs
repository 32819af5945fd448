// The demo free-gift campaign: `fbmedium=CPC2` stores the gift code CPC2, and this
// KV entry names its gift — the least expensive product that every store sells. Does nothing
// when the campaign exists or there is no catalogue yet.
const CAMPAIGN_KEY = "free-gift:CPC2";

export async function seed(env) {
  if (await env.KV.get(CAMPAIGN_KEY)) return;
  const stores = await env.DB.prepare("SELECT count(DISTINCT store) AS n FROM store_products").first();
  if (!stores?.n) return;
  const gift = await env.DB.prepare(
    `SELECT p.spu_code FROM products p JOIN store_products sp ON sp.product_id = p.id
      WHERE p.active = 1 GROUP BY p.id HAVING count(DISTINCT sp.store) = ?
      ORDER BY p.sale_price_cents, p.id LIMIT 1`,
  )
    .bind(stores.n)
    .first();
  const fallback =
    gift ??
    (await env.DB.prepare(
      `SELECT p.spu_code FROM products p JOIN store_products sp ON sp.product_id = p.id
        WHERE p.active = 1 GROUP BY p.id ORDER BY count(DISTINCT sp.store) DESC, p.sale_price_cents, p.id LIMIT 1`,
    ).first());
  if (!fallback) return;
  await env.KV.put(CAMPAIGN_KEY, JSON.stringify({ spuCode: fallback.spu_code }));
  console.log(`Free-gift campaign CPC2: ${fallback.spu_code}`);
}
