/** On Demand's tabs, in the order they are shown: the route of each and its label. */
export const ON_DEMAND_TABS = [
  { id: 'onDemand.consumers', label: 'Active Payments' },
  { id: 'onDemand.completed', label: 'Completed' },
  { id: 'onDemand.pending', label: 'Pending' },
  { id: 'onDemand.failed', label: 'Failed' },
] as const;

export type OnDemandTab = (typeof ON_DEMAND_TABS)[number]['id'];
