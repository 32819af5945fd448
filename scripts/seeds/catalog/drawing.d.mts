export function sceneSvg(look: Record<string, unknown>, size: number): string;
