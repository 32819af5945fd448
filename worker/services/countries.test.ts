import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { forgetCountries, listCountries } from "./countries";

describe("listCountries", () => {
  afterEach(async () => {
    await env.DB.prepare("DELETE FROM countries WHERE iso2 = 'ZZ'").run();
    forgetCountries();
  });

  it("reads the countries by name, with booleans", async () => {
    forgetCountries();
    const countries = await listCountries(env.DB);
    expect(countries.length).toBeGreaterThan(40);
    expect(countries.map((c) => c.name)).toEqual(countries.map((c) => c.name).sort());
    expect(countries.find((c) => c.iso2 === "GB")).toEqual({
      iso2: "GB",
      name: "United Kingdom",
      phoneCode: "+44",
      hasStates: false,
      postalRequired: true,
    });
  });

  it("holds the list for a minute, then reads it again", async () => {
    const start = 1_000_000;
    forgetCountries();
    await listCountries(env.DB, start);
    await env.DB.prepare("INSERT INTO countries (iso2, name, phone_code) VALUES ('ZZ', 'Zedland', '+999')").run();
    expect((await listCountries(env.DB, start + 59_000)).some((c) => c.iso2 === "ZZ")).toBe(false);
    expect((await listCountries(env.DB, start + 61_000)).some((c) => c.iso2 === "ZZ")).toBe(true);
  });
});
