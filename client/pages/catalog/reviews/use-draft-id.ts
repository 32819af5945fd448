import { useState } from "react";

/** A random id for one filled-in form: its uploads count together (at most 4 for a review). */
export function useDraftId(): [string, () => void] {
  const make = () => crypto.randomUUID().replace(/-/g, "");
  const [id, setId] = useState(make);
  return [id, () => setId(make())];
}
