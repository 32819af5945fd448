import { Link } from "../../../components/ui/link";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { useHelpText } from "../help-text";
import { HelpSection } from "./sections";

interface Question {
  id: string;
  /** A page that tells more, linked under the answer. */
  to?: string;
}

const GROUPS: readonly { id: string; questions: readonly Question[] }[] = [
  {
    id: "orders",
    questions: [
      { id: "processing" },
      { id: "delivery", to: helpPath("shipping-info") },
      { id: "expressCost" },
      { id: "track", to: pathTo("trackOrder") },
      { id: "change", to: helpPath("ticket") },
      { id: "poBox" },
    ],
  },
  {
    id: "returns",
    questions: [{ id: "returns", to: helpPath("return-policy") }, { id: "warranty" }, { id: "tariff" }],
  },
  {
    id: "products",
    questions: [{ id: "ringSize", to: helpPath("size-chart") }, { id: "plating" }, { id: "custom", to: pathTo("customMade") }],
  },
  {
    id: "payment",
    questions: [{ id: "methods", to: helpPath("how-to-pay") }, { id: "coupons" }, { id: "failed" }],
  },
];

/** Questions as native disclosures: keyboard and screen-reader friendly without script. */
export default function Faqs() {
  const ht = useHelpText();
  return GROUPS.map((group) => (
    <HelpSection key={group.id} topic="faqs" id={group.id}>
      {group.questions.map((question) => {
        const key = `help.faqs.${group.id}.${question.id}`;
        return (
          <details key={question.id} className="faq">
            <summary>{ht(`${key}.q`)}</summary>
            <div className="faq__answer">
              <p>{ht(`${key}.a`)}</p>
              {question.to && (
                <p>
                  <Link to={question.to}>{ht(`${key}.link`)}</Link>
                </p>
              )}
            </div>
          </details>
        );
      })}
    </HelpSection>
  ));
}
