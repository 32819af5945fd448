export interface ScaleOptions {
  factor: number;
  seed: number;
}
export function parseScaleArgs(argv: string[]): ScaleOptions;
export function writeScaledShop(file: string, options: ScaleOptions): Record<string, number>;
