/** The payment figures both dashboards ask the core service for: the GraphQL selection and its shape. */

export const PAYMENT_FIGURES_FIELDS = /* GraphQL */ `
  period
  timeZone
  from
  to
  days {
    date
    count
    amount
  }
  count
  volume
  succeeded {
    count
    amount
  }
  failed {
    count
    amount
  }
  pendingApprovalCount
  upcoming {
    date
    count
    amount
  }
`;

export interface DayFigure {
  date: string;
  count: number;
  /** Cents. */
  amount: number;
}

export interface PaymentFigures {
  period: number;
  timeZone: string;
  from: string;
  to: string;
  days: DayFigure[];
  count: number;
  /** Cents. */
  volume: number;
  succeeded: { count: number; amount: number };
  failed: { count: number; amount: number };
  pendingApprovalCount: number;
  upcoming: DayFigure[];
}
