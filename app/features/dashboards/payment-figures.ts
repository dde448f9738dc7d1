/** The payment figures both dashboards ask the core service for: the GraphQL fragment and its shape. */
import { coreGraphql } from '../../graphql/core';
import type { PaymentFiguresFieldsFragment } from '../../graphql/core/graphql';

/** Spread as `...PaymentFiguresFields` in a dashboard query's `payments` selection. */
coreGraphql(`
  fragment PaymentFiguresFields on DashboardPaymentFigures {
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
    notDelivered {
      count
      amount
    }
  }
`);

/** Amounts are cents. */
export type PaymentFigures = PaymentFiguresFieldsFragment;
export type DayFigure = PaymentFigures['days'][number];
