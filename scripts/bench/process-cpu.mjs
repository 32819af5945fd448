// The CPU time the server's processes (wrangler, its local proxy and the worker's workerd)
// spend per request, read from /proc. Throughput on this shared 2-core machine moves with
// whatever else runs (the load generator included); CPU per request hardly does, so it is the
// figure to compare two versions of the code by (docs/decisions/0005).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * Process group and CPU ticks (user + system) from a /proc/PID/stat line. The command name
 * in parentheses may hold spaces and parentheses itself, so the fields are counted from the
 * last ")".
 */
export function parseStat(line) {
  const fields = line
    .slice(line.lastIndexOf(")") + 2)
    .trim()
    .split(" ");
  // fields[0] is field 3 of proc(5) (state): pgrp is field 5, utime 14, stime 15.
  return { pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
}

let machineTicks;
function clockTicks() {
  if (machineTicks === undefined) {
    try {
      machineTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      machineTicks = 100;
    }
  }
  return machineTicks;
}

/**
 * CPU milliseconds used so far by the live processes of a process group, or null where there
 * is no /proc (the bench then leaves the CPU columns empty).
 */
export function groupCpuMs(pgid, { procDir = "/proc", ticksPerSecond = clockTicks() } = {}) {
  let entries;
  try {
    entries = readdirSync(procDir);
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = parseStat(readFileSync(`${procDir}/${pid}/stat`, "utf8"));
      if (stat.pgrp === pgid) ticks += stat.ticks;
    } catch {
      // the process ended between listing and reading
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}
