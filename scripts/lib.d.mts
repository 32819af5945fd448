export function run(command: string, args: string[], options?: import("node:child_process").SpawnOptions): Promise<void>;
export function bin(name: string): string;
export const PERSIST_DIR: string;
export function ensureDevVars(dir?: string): void;
export function buildLocal(args?: string[]): Promise<void>;
export function migrateLocal(): Promise<void>;
