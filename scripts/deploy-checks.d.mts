export const WORKER_GZIP_LIMIT_KIB: number;
export function runCapturing(command: string, args: string[]): Promise<string>;
export function sizeVerdict(output: string, limitKib?: number): { ok: boolean; gzipKib?: number; message: string };
export function placeholderProblems(config: {
  d1_databases?: { binding: string; database_id?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
  analytics_engine_datasets?: { binding: string; dataset?: string }[];
  vars?: Record<string, string>;
  durable_objects?: { bindings?: { name: string; class_name: string }[] };
  migrations?: { tag: string; new_sqlite_classes?: string[] }[];
}): string[];
