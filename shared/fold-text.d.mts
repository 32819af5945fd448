export function foldText(text: string): string;
export function bodyHash(text: string): Promise<string>;
