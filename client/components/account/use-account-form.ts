import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { Envelope } from "~/shared/api-envelope";
import { fieldErrors } from "../../lib/field-errors";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { FormStatus } from "./form-fields";

/** A typed call's answer (shared/api-contract.ts) narrowed to its success; any other envelope as it is. */
type Success<A> = [Extract<A, { code: 200 }>] extends [never] ? A : Extract<A, { code: 200 }>;

type Values = Record<string, string | boolean>;
/** `{ remember: false }` is a boolean field, not a field that is always false. */
type Widen<V> = { [K in keyof V]: V[K] extends boolean ? boolean : V[K] };

/**
 * An account form. Its inputs are uncontrolled (`defaultValue`), so what a shopper types
 * before the page has hydrated is kept, and it is read from the form on submit; the submit
 * button waits for hydration (`ready`), so a form is never posted natively with a password
 * in it. `submit` validates with the shared zod schema (loaded on first use, keeping zod out
 * of the initial JavaScript), posts, and shows the API's field errors beside their fields.
 */
export function useAccountForm<I extends Values>(initial: I, schema: () => Promise<z.ZodType>) {
  type V = Widen<I>;
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<Promise<z.ZodType> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>({ state: "idle" });
  const hydrated = useHydrated();
  // Bumped when errors are shown; the effect then focuses the first invalid field.
  const [errorsShown, setErrorsShown] = useState(0);
  useEffect(() => {
    if (errorsShown) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errorsShown]);

  const loadSchema = useCallback(() => (schemaRef.current ??= schema()), [schema]);

  /** The form's current values, by the names and types of `initial`. */
  const read = useCallback((): V => {
    const out: Values = { ...initial };
    const elements = formRef.current?.elements;
    for (const name of Object.keys(initial)) {
      const element = elements?.namedItem(name);
      if (element instanceof HTMLInputElement && element.type === "checkbox") out[name] = element.checked;
      else if (element && "value" in element) out[name] = String(element.value);
    }
    return out as V;
  }, [initial]);

  const clearError = useCallback((name: string) => setErrors((e) => (e[name] ? { ...e, [name]: "" } : e)), []);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) setErrorsShown((n) => n + 1);
  };

  /** Validates, calls, and hands a successful envelope and the sent data to `onSuccess`. */
  const submit =
    <A extends Envelope<unknown>, D = V>(call: (data: D) => Promise<A>, onSuccess: (result: Success<A>, data: D) => void) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      const parsed = (await loadSchema()).safeParse(read());
      if (!parsed.success) {
        showErrors(fieldErrors(parsed.error.issues, t));
        setStatus({ state: "idle" });
        return;
      }
      const data = parsed.data as D;
      setStatus({ state: "loading" });
      setErrors({});
      try {
        const result = await call(data);
        if (result.code === 200) {
          setStatus({ state: "success", message: result.message });
          onSuccess(result as Success<A>, data);
        } else {
          showErrors((result.data as { fields?: Record<string, string> } | null)?.fields ?? {});
          setStatus({ state: "error", message: result.message });
        }
      } catch {
        setStatus({ state: "error", message: t("account.networkError") });
      }
    };

  /** Props of a field: its name, starting value, error, and clearing the error on change. */
  const field = <K extends keyof I & string>(name: K) => ({
    name,
    error: errors[name],
    onChange: () => clearError(name),
    ...(typeof initial[name] === "boolean" ? { defaultChecked: initial[name] as boolean } : { defaultValue: initial[name] as string }),
  });

  return {
    formRef,
    field,
    read,
    errors,
    status,
    setStatus,
    submit,
    /** Submitting is possible: hydrated and not already sending. */
    ready: hydrated && status.state !== "loading",
    preload: () => void loadSchema(),
  };
}
