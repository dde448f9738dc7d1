/** Pieces of the on demand pages: the tabs (links), a payment's status and processing date. */
import type { ZoneFormat } from '../../../domain/dates';
import { statusLabel } from '../../../domain/report-columns';
import type { OnDemandPaymentRow } from './on-demand.server';
import { RouteTabs } from '../../components/RouteTabs';
import { ON_DEMAND_TABS, type OnDemandTab } from './tabs';

export function OnDemandTabs({ current }: { current: OnDemandTab }) {
  return <RouteTabs label="On demand" tabs={ON_DEMAND_TABS} current={current} />;
}

/** A payment's status in the lists' words (Scheduled, Sent to bank, Paid, Failed, …). */
export const paymentStatusLabel = statusLabel;

/** A payment's processing date and time in the viewer's zone (decision 032). */
export function processingDate(due: OnDemandPaymentRow['dueDateTime'], zone: ZoneFormat): string {
  return zone.zoned(due.date, due.time, due.timezone);
}
