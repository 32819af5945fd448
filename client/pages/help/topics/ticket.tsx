import { Blocks, HelpSection } from "./sections";
import { TicketForm } from "./ticket-form";

export default function Ticket() {
  return (
    <HelpSection topic="ticket" id="form">
      <Blocks topic="ticket" section="form" body={["intro", "required"]} />
      <TicketForm />
    </HelpSection>
  );
}
