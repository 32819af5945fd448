import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Stylesheet } from "../../components/ui/stylesheet";
import { useAdminApi } from "./admin-api";
import type { AdminPageData } from "./admin-loader.server";
import adminCss from "./admin.css?url";

/** The back office's frame: the menu of the screens this role opens, who is signed in, the screen. */
export function AdminLayout({ data, children }: { data: AdminPageData; children: ReactNode }) {
  const api = useAdminApi();
  const signOut = async () => {
    await api("signOut");
    window.location.assign("/admin/login");
  };
  return (
    <div className="admin">
      <Stylesheet href={adminCss} />
      <nav className="admin__nav" aria-label="Back office">
        <p className="admin__who">
          {data.staff.name}
          <br />
          <span data-testid="admin-role">{data.staff.role}</span>
        </p>
        <ul>
          {data.screens.map((s) => (
            <li key={s.path}>
              <a href={s.path} aria-current={data.title === s.label ? "page" : undefined}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <Button variant="link" onClick={signOut}>
          Sign out
        </Button>
      </nav>
      <div className="admin__main">
        <h1>{data.title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A request's error, read out by screen readers. */
export const AdminError = ({ message }: { message: string | null }) =>
  message ? (
    <p className="admin__error" role="alert">
      {message}
    </p>
  ) : null;

/** The way back from one record to its list (the record is a ?param of the list's screen). */
export const AdminBackLink = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <p>
    <Button variant="link" onClick={onClick}>
      ← {children}
    </Button>
  </p>
);
