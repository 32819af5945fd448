export function parseCommand(argv: string[]): Record<string, unknown> & { command: "import" | "export"; file?: string; store: string };
export function readImages(dir: string | undefined): { name: string; data: string }[];
