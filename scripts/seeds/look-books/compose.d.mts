export const LOOK_SIZE: number;
export function tilesFor(variant: number, count: number): [number, number, number][];
export function hotspotAt(tile: [number, number, number]): { x: number; y: number };
export function composeLook(colors: string[], variant: number, photos: Buffer[]): Promise<Buffer>;
export function renditionOf(bundle: Buffer, index: string, width?: number): Buffer;
