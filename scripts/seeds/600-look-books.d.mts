export interface LookCandidate {
  id: number;
  category_id: number;
  size_guide: string | null;
  image_key: string;
}
export function pickProducts<T extends LookCandidate>(candidates: T[], count: number): T[];
export function seed(env: unknown, options?: { log?: (line: string) => void; today?: Date }): Promise<void>;
