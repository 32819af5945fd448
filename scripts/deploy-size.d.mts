export const WORKER_GZIP_LIMIT_KIB: number;
export function runCapturing(command: string, args: string[]): Promise<string>;
export function sizeVerdict(output: string, limitKib?: number): { ok: boolean; gzipKib?: number; message: string };
