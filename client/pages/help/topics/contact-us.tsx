import { Link } from "../../../components/ui/link";
import { helpPath, pathTo } from "~/shared/url-scheme";
import { useHelpText, useHelpValue } from "../help-text";
import { Blocks, HelpSection } from "./sections";

/** Customer service hours, one row per day group; the times are in the catalogue. */
const HOURS = ["weekdays", "saturday", "sunday"] as const;

export default function ContactUs() {
  const ht = useHelpText();
  const email = String(useHelpValue("email"));
  return (
    <>
      <HelpSection topic="contact-us" id="channels">
        <p>{ht("help.contact-us.channels.intro")}</p>
        <p>
          {ht("help.contact-us.channels.emailLabel")}{" "}
          <a href={`mailto:${email}`} data-testid="contact-email">
            {email}
          </a>
        </p>
        <p>{ht("help.contact-us.channels.ticketText")}</p>
        <p>
          <Link className="button button--primary" to={helpPath("ticket")}>
            {ht("help.contact-us.channels.ticketLink")}
          </Link>
        </p>
      </HelpSection>
      <HelpSection topic="contact-us" id="hours">
        <dl className="help-hours">
          {HOURS.map((day) => (
            <div key={day}>
              <dt>{ht(`help.contact-us.hours.${day}`)}</dt>
              <dd>{ht(`help.contact-us.hours.${day}Time`)}</dd>
            </div>
          ))}
        </dl>
        <Blocks topic="contact-us" section="hours" body={["zone", "reply"]} />
      </HelpSection>
      <HelpSection topic="contact-us" id="orders">
        <Blocks topic="contact-us" section="orders" body={["change", { link: "trackLink", to: pathTo("trackOrder") }]} />
      </HelpSection>
      <HelpSection topic="contact-us" id="custom">
        <Blocks topic="contact-us" section="custom" body={["text", { link: "customLink", to: pathTo("customMade") }]} />
      </HelpSection>
    </>
  );
}
