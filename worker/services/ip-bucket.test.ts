import { describe, expect, it } from "vitest";
import { ipBucket, isLoopback } from "./ip-bucket";

describe("ipBucket", () => {
  it("counts IPv6 by its /64, however the address is written", () => {
    const bucket = "2001:db8:85a3:12::/64";
    expect(ipBucket("2001:db8:85a3:12::1")).toBe(bucket);
    expect(ipBucket("2001:0db8:85a3:0012:ffff:ffff:ffff:fffe")).toBe(bucket);
    expect(ipBucket("2001:DB8:85A3:12:dead:beef:0:1")).toBe(bucket);
    expect(ipBucket("2001:db8:85a3:13::1")).not.toBe(bucket);
    expect(ipBucket("::1")).toBe("0:0:0:0::/64");
    expect(ipBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 as itself, also when mapped into IPv6", () => {
    expect(ipBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves what is not an address alone", () => {
    expect(ipBucket("uuid:ABC")).toBe("uuid:ABC");
    expect(ipBucket("1:2:3")).toBe("1:2:3");
    expect(ipBucket("1::2::3")).toBe("1::2::3");
  });

  it("knows a loopback client, and nothing else, as loopback", () => {
    expect(["127.0.0.1", "127.9.9.9", "::1"].map((ip) => isLoopback(ipBucket(ip)))).toEqual([true, true, true]);
    expect(["203.0.113.7", "2001:db8::1", "uuid:x", "128.0.0.1"].map((ip) => isLoopback(ipBucket(ip)))).toEqual([false, false, false, false]);
  });
});
