/**
 * The "Invite" actions of the Instant Collections lists: a consumer gets a link to /registration/businessConsumer, a
 * customer business one to /registration/customer. Each is invited only by those who may collect from it (collectRights).
 */
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  businessTargetSchema,
  consumerInviteSchema,
} from "../../../domain/network";
import { page } from "../../components/chrome-styles";
import { FormSection } from "../../components/FormPage";
import { resultOf } from '../../platform/form-answers';
import { InviteForm, STATE_INVITE_FIELD } from "./InviteForm";

/** One invite form's card: its heading (which names the section) and what happens after it is sent. */
function InviteSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <FormSection id={id} title={title}>
      <p className={`${page.text} ${page.gutterSmall}`}>{text}</p>
      {children}
    </FormSection>
  );
}

export function InviteConsumer({
  consumers,
  customers,
  asksForVehicle,
}: {
  consumers: boolean;
  customers: boolean;
  /** Only an automotive business asks for the consumer's vehicle (decision 097). */
  asksForVehicle: boolean;
}) {
  const actionData = useActionData();
  return (
    <>
      {consumers ? (
        <InviteSection
          id="invite-consumer"
          title="Invite a consumer"
          text="We e-mail a link to register. The consumer is listed under Pending until they register; an initial payment above $0.00 is collected when they do."
        >
          <InviteForm
            id="invite-consumer"
            schema={consumerInviteSchema}
            lastResult={resultOf(actionData, "invite")}
            submitLabel="Invite"
            fields={[
              { name: "firstName", label: "First name", required: true },
              { name: "lastName", label: "Last name", required: true },
              { name: "email", label: "Email", type: "email", required: true },
              { name: "phoneNumber", label: "Phone number", type: "tel" },
              { name: "initialPayment", label: "Initial payment (USD)" },
              ...(asksForVehicle
                ? [
                    { name: "year", label: "Vehicle year" },
                    { name: "make", label: "Make" },
                    { name: "model", label: "Model" },
                  ]
                : []),
            ]}
          />
        </InviteSection>
      ) : null}
      {customers ? (
        <InviteSection
          id="invite-customer"
          title="Invite a customer business"
          text="We e-mail a link to the customer registration form, pre-filled with these details. The link works once, only for that e-mail, and expires in 14 days."
        >
          <InviteForm
            id="invite-customer"
            intent="inviteCustomer"
            schema={businessTargetSchema}
            lastResult={resultOf(actionData, "inviteCustomer")}
            submitLabel="Invite customer"
            fields={[
              { name: "name", label: "Customer business name", required: true },
              {
                name: "email",
                label: "Customer e-mail",
                type: "email",
                required: true,
              },
              { name: "firstName", label: "Given name of the contact" },
              { name: "lastName", label: "Family name of the contact" },
              {
                name: "phoneNumber",
                label: "Telephone of the contact",
                type: "tel",
              },
              { name: "city", label: "City" },
              STATE_INVITE_FIELD,
              { name: "zipcode", label: "ZIP code" },
            ]}
          />
        </InviteSection>
      ) : null}
    </>
  );
}
