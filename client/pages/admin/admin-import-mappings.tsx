import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { useAdminAction } from "./admin-action";
import type { AdminImportData } from "./admin-import-loader.server";
import { AdminError } from "./admin-layout";
import { useReload } from "./admin-list";

const KINDS = [
  { name: "Type → category", value: "type" },
  { name: "Tag → collection", value: "tag" },
];

/** Where the import puts a product type and a tag: the merchant's own mapping, read before names are matched. */
export function ImportMappings({ choices: known, editor }: { choices: AdminImportData["mappings"]; editor: boolean }) {
  const reload = useReload();
  const action = useAdminAction();
  const [form, setForm] = useState({ kind: "type", value: "", target: "" });
  const choices = form.kind === "type" ? known.categories : known.collections;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run("catalog/mapping/save", form, () => {
      setForm((f) => ({ ...f, value: "" }));
      reload.run();
    });
  };
  return (
    <section className="admin__section" aria-labelledby="mapping-title">
      <h2 id="mapping-title">Types and tags</h2>
      <AdminError message={action.error} />
      <table>
        <caption>Where imported types and tags go</caption>
        <thead>
          <tr>
            <th scope="col">Type or tag</th>
            <th scope="col">Goes to</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {known.mappings.map((m) => (
            <tr key={`${m.kind}:${m.value}`}>
              <td>
                {m.kind === "type" ? "Type" : "Tag"} “{m.value}”
              </td>
              <td>{m.targetName}</td>
              <td>
                {editor && (
                  <Button
                    onClick={() => void action.run("catalog/mapping/delete", { kind: m.kind, value: m.value }, reload.run)}
                    aria-label={`Delete the mapping of ${m.value}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {!known.mappings.length && (
            <tr>
              <td colSpan={3}>No mappings: a type goes to the category of the same name, or a new one.</td>
            </tr>
          )}
        </tbody>
      </table>
      {editor && (
        <form className="admin__form" onSubmit={submit} noValidate>
          <Select
            label="Kind"
            options={KINDS}
            value={form.kind}
            onChange={(kind) => setForm({ kind: String(kind), value: form.value, target: "" })}
          />
          <Input
            label="Type or tag as in the file"
            value={form.value}
            onChange={(value) => setForm({ ...form, value })}
            error={action.fields.value}
          />
          <Select
            label="Goes to"
            placeholder="Choose"
            options={choices.map((c) => ({ name: c.name, value: c.key }))}
            value={form.target}
            onChange={(target) => setForm({ ...form, target: String(target) })}
          />
          <Button type="submit" loading={action.busy}>
            Save mapping
          </Button>
        </form>
      )}
      {action.fields.target && <p className="admin__error">{action.fields.target}</p>}
    </section>
  );
}
