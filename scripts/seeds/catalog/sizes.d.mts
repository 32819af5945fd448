export function ringCircumference(us: number): number;
export const SIZE_SCALES: Record<string, { code: string; names: string[] }[]>;
