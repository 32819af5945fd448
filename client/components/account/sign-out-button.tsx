import { useAtomValue } from "jotai";
import { useRef, useState, type FormEvent } from "react";
import { shellStateAtom } from "../../atoms/shell";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * Sign out: POST account/signOut, then home. It is a real form, so when the call
 * fails (network, script error) or JavaScript is off, the browser posts it itself; the
 * worker then clears the HttpOnly token, which page script cannot touch, and redirects to /.
 */
export function SignOutButton({ className, role }: { className?: string; role?: "menuitem" }) {
  const t = useT();
  const api = useApi();
  const state = useAtomValue(shellStateAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api("account/signOut");
      if (result.code === 200) {
        window.location.assign("/");
        return;
      }
    } catch {
      // Falls through to the plain form post.
    }
    formRef.current?.submit();
  };

  return (
    <form ref={formRef} method="post" action={`${state?.apiPrefix ?? "/api/"}account/signOut`} onSubmit={onSubmit} className="sign-out-form">
      <button type="submit" role={role} tabIndex={role ? -1 : undefined} className={className} disabled={busy}>
        {t("menu.signOut")}
      </button>
    </form>
  );
}
