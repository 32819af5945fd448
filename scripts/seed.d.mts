export function seedIfEmpty(): Promise<void>;
export function droppedConnection(error: unknown): boolean;
