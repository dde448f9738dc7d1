/** Manage Payees: its tabs, in the spec's order and words (CDR has no Pending Acceptance), and its forms' schemas. */
import { z } from 'zod';
import { Messages } from './messages';
import { vendorInviteSchema } from './network';

export type PayeesTab = 'enabled' | 'disabled' | 'invite' | 'pending';

export const PAYEES_TABS: readonly { tab: PayeesTab; label: string }[] = [
  { tab: 'enabled', label: 'Enabled' },
  { tab: 'disabled', label: 'Disabled' },
  { tab: 'invite', label: 'Generate Invite' },
  { tab: 'pending', label: 'Pending Acceptance' },
];

/** The tabs a system shows. */
export function payeesTabsOf(hasPendingTab: boolean): readonly { tab: PayeesTab; label: string }[] {
  return PAYEES_TABS.filter((t) => t.tab !== 'pending' || hasPendingTab);
}

const payeeId = z.string().trim().min(1, Messages.required);

/** Enable or disable payees: a row's button posts one, "Enable/Disable selected" the ticked ones. */
export const payeeChoiceSchema = z.object({ payee: z.array(payeeId).min(1, Messages.payeesNoneSelected) });
/** Unlink one payee. */
export const payeeSchema = z.object({ payee: payeeId });
/** The separator of a confirmed link's two ids ("<payee id>:<vendor id>"). */
export const LINK_PAIR_SEPARATOR = ':';
/**
 * Confirm the links a review listed (decisions 096, 137): each `link` is "<payee id>:<vendor id>", so what is linked is
 * exactly what the person read, whatever changed since.
 */
export const payeeLinksSchema = z.object({
  link: z
    .array(z.string().regex(new RegExp(`^[^${LINK_PAIR_SEPARATOR}\\s]+${LINK_PAIR_SEPARATOR}[^${LINK_PAIR_SEPARATOR}\\s]+$`), Messages.payeeLinkRefused))
    .min(1, Messages.payeesNoneSelected)
    .max(100),
});
export const linkPairsOf = (links: string[]) =>
  links.map((pair) => {
    const [id, to] = pair.split(LINK_PAIR_SEPARATOR);
    return { id: id!, to: to! };
  });

/** The name of Generate Invite's second button: the page shows the new invitation's link to copy. */
export const SHOW_LINK_FIELD = 'showLink';

/** Generate Invite: the vendor invitation, for the payee it names (`vendorId`, from a payee's Invite), and whether to show its link. */
export const payeeInviteSchema = vendorInviteSchema.extend({
  vendorId: z.string().trim().optional(),
  [SHOW_LINK_FIELD]: z.literal('1').optional(),
});
