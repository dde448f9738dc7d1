/**
 * What the dashboard queries hand GraphQL before the figure fields resolve: the codegen mappers of AdminDashboard
 * and BusinessDashboard (codegen.ts). Built from the counts' own types, never from the generated types that import
 * this file (that would make an import circle).
 */
import type { DashboardPeriod } from '../../../domain/dashboard-period';
import type { adminDashboard, businessDashboard } from './counts';
import type { FiguresScope } from './payment-figures';

/** What the figure fields need from their dashboard: whose payments, which period, which zone. */
export interface FiguresSource {
  figures: { scope: FiguresScope; period: DashboardPeriod; timeZone: string };
}

/** An AdminDashboard before its figure fields resolve: its counts and where its figures come from. */
export type AdminDashboardSource = Awaited<ReturnType<typeof adminDashboard>> & FiguresSource;
/** A BusinessDashboard before its payment figures resolve. */
export type BusinessDashboardSource = NonNullable<Awaited<ReturnType<typeof businessDashboard>>> & FiguresSource;
