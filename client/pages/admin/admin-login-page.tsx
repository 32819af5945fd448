import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Stylesheet } from "../../components/ui/stylesheet";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { AdminError } from "./admin-layout";
import adminCss from "./admin.css?url";
import { definePage } from "../define-page";

/** Local sign-in to the back office (production staff come through Cloudflare Access). */
export default definePage(AdminLoginPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoginLoader) });

function AdminLoginPage({ data }: PageProps<{ next: string }>) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { run, busy, error, fields } = useAdminAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run("signIn", { email, password }, () => window.location.assign(data.next));
  };
  return (
    <section className="admin__login" aria-labelledby="admin-login-title">
      <Stylesheet href={adminCss} />
      <h1 id="admin-login-title">Back office sign-in</h1>
      <form className="admin__form admin__form--stack" onSubmit={submit} noValidate>
        <Input label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} error={fields.email} required />
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fields.password}
          required
        />
        <AdminError message={error} />
        <Button type="submit" variant="primary" loading={busy}>
          Sign in
        </Button>
      </form>
    </section>
  );
}
