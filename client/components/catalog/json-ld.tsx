import { scriptJson } from "~/shared/structured-data";
import { useNonce } from "../../lib/nonce";

/** A JSON-LD block; it carries the response's CSP nonce like every other script. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
