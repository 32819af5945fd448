/**
 * A Proxy of a test's D1 whose traps also apply inside the D1 session every request runs in
 * (worker/middleware/d1-session.ts): a trap on `batch` or `prepare` of the database alone
 * would see only the cron's and the fixtures' queries.
 */
export function sessionProxy(db: D1Database, handler: ProxyHandler<D1Database>): D1Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === "withSession") return (start?: string) => sessionProxy(target.withSession(start) as unknown as D1Database, handler);
      return handler.get ? handler.get(target, key, receiver) : Reflect.get(target, key);
    },
  });
}
