/**
 * A shared zod schema's issues as a form shows them: the first message per field, keyed by the
 * field's path as the API's `fields` are (`shippingAddress.city`), each message a catalogue key
 * read through `t`. The checkout and account forms and the worker's envelope share the keys.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], t: (key: string) => string = (key) => key) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.join(".")] ??= t(issue.message);
  return found;
}
