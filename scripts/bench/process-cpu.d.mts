// Types of process-cpu.mjs (plain Node for `npm run bench`), for its tests.
export function parseStat(line: string): { pgrp: number; ticks: number };
export function groupCpuMs(pgid: number, options?: { procDir?: string; ticksPerSecond?: number }): number | null;
