/** Manage Payees: its tabs, in the spec's order and words (CDR has no Pending Acceptance). */
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
