import { describe, expect, it } from "vitest";
import { unstable_readConfig, type Unstable_Config } from "wrangler";

/**
 * wrangler.jsonc as wrangler itself resolves it. Bindings and vars are not inherited by an
 * environment, so production must name each again: a missing one would deploy a worker
 * without its database (docs/decisions/1100-deploy-and-operate.md).
 */
const local = unstable_readConfig({ config: "wrangler.jsonc" }, { hideWarnings: true });
const production = unstable_readConfig({ config: "wrangler.jsonc", env: "production" }, { hideWarnings: true });

describe("wrangler.jsonc", () => {
  it("leaves ENVIRONMENT out of the shared vars, so a deployment without one is production", () => {
    expect(Object.hasOwn(local.vars, "ENVIRONMENT")).toBe(false);
    expect(production.vars.ENVIRONMENT).toBe("production");
  });

  it("gives production every binding, var and the cron the local config has", () => {
    const names = (config: Unstable_Config) => ({
      d1: config.d1_databases.map((db: Unstable_Config["d1_databases"][number]) => `${db.binding}:${db.database_name}:${db.migrations_dir}`),
      kv: config.kv_namespaces.map((kv: { binding: string }) => kv.binding),
      r2: config.r2_buckets.map((bucket: Unstable_Config["r2_buckets"][number]) => `${bucket.binding}:${bucket.bucket_name}`),
      email: config.send_email.map((email: { name: string }) => email.name),
      images: config.images?.binding,
      crons: config.triggers.crons,
    });
    expect(names(production)).toEqual(names(local));
    expect(names(production).d1).toEqual(["DB:storefront:migrations"]);
    expect(names(production).crons?.length).toBeGreaterThan(0);
    // Every shared var except the development-only mail outbox.
    const { MAIL_OUTBOX: _devOnly, ...shared } = local.vars;
    for (const name of Object.keys(shared)) expect(Object.hasOwn(production.vars, name), name).toBe(true);
    expect(Object.hasOwn(production.vars, "MAIL_OUTBOX")).toBe(false);
  });

  it("keeps the logs and serves production only on the stores' own domains", () => {
    expect(production.observability?.enabled).toBe(true);
    expect(production.workers_dev).toBe(false);
    // Named as at the top level: `secret put --env production` reaches the deployed worker.
    expect(production.name).toBe("storefront");
    expect(production.preview_urls).toBe(false);
    // Hosts come from STORE_DOMAINS at build time (build-tools/store-routes.ts), never from here too.
    expect(production.routes ?? []).toEqual([]);
    expect(production.route).toBeUndefined();
  });
});
