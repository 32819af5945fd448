import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * "Your data" on the account page (docs/decisions/1327-data-rights.md): download everything the
 * shop holds as a JSON file, or delete the account after typing the password in a dialog.
 */
export function AccountDataRights() {
  const t = useT();
  const api = useApi();
  const [message, setMessage] = useState("");
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setMessage("");
    try {
      const answer = await api<unknown>("account/dataExport");
      if (answer.code !== 200) return setMessage(answer.message);
      const url = URL.createObjectURL(new Blob([JSON.stringify(answer.data, null, 2)], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: "my-data.json" });
      link.click();
      URL.revokeObjectURL(url);
      setMessage(t("account.data.downloaded"));
    } catch {
      setMessage(t("cart.networkError"));
    }
  };

  const erase = async () => {
    setBusy(true);
    setError("");
    try {
      const answer = await api<{ fields?: { password?: string } } | null>("account/erase", { password });
      if (answer.code === 200) {
        window.location.assign("/");
        return;
      }
      setError(answer.data?.fields?.password ?? answer.message);
    } catch {
      setError(t("cart.networkError"));
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="data-rights-title" className="account-section" data-testid="data-rights">
      <h2 id="data-rights-title">{t("account.data.title")}</h2>
      <p>{t("account.data.text")}</p>
      <div className="order-detail__actions">
        <Button onClick={download}>{t("account.data.download")}</Button>
        <Button onClick={() => setOpen(true)}>{t("account.data.erase")}</Button>
      </div>
      <p aria-live="polite">{message}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t("account.data.eraseTitle")}
        footer={
          <div className="order-detail__actions">
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {t("account.data.keep")}
            </Button>
            <Button variant="primary" onClick={erase} loading={busy}>
              {t("account.data.eraseConfirm")}
            </Button>
          </div>
        }
      >
        <p>{t("account.data.eraseText")}</p>
        <Input
          label={t("account.data.password")}
          type="password"
          trim={false}
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="current-password"
        />
      </Dialog>
    </section>
  );
}
