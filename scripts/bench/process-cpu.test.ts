import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { groupCpuMs, parseStat } from "./process-cpu.mjs";

// A real line's shape: pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
const stat = (comm: string, pgrp: number, utime: number, stime: number) =>
  `4242 (${comm}) S 1 ${pgrp} ${pgrp} 0 -1 4194304 100 0 0 0 ${utime} ${stime} 0 0 20 0 4 0 12345 1000000 500`;

describe("parseStat", () => {
  it("reads the process group and user + system ticks", () => {
    expect(parseStat(stat("workerd", 900, 120, 30))).toEqual({ pgrp: 900, ticks: 150 });
  });

  it("is not thrown off by a command name with spaces and parentheses", () => {
    expect(parseStat(stat("odd) name (x", 7, 5, 6))).toEqual({ pgrp: 7, ticks: 11 });
  });
});

describe("groupCpuMs", () => {
  it("adds up the processes of the group only", () => {
    const proc = mkdtempSync(join(tmpdir(), "proc-"));
    const add = (pid: string, line: string) => {
      mkdirSync(join(proc, pid));
      writeFileSync(join(proc, pid, "stat"), line);
    };
    add("10", stat("node", 10, 100, 0));
    add("11", stat("workerd", 10, 250, 50));
    add("12", stat("bash", 99, 1000, 1000));
    mkdirSync(join(proc, "self"));
    mkdirSync(join(proc, "13")); // ended before it was read: no stat file
    // 100 + 250 + 50 ticks at 100 per second
    expect(groupCpuMs(10, { procDir: proc, ticksPerSecond: 100 })).toBe(4000);
    expect(groupCpuMs(55, { procDir: proc, ticksPerSecond: 100 })).toBe(0);
  });

  it("answers null without a /proc", () => {
    expect(groupCpuMs(1, { procDir: join(tmpdir(), "no-such-proc-dir") })).toBeNull();
  });
});
