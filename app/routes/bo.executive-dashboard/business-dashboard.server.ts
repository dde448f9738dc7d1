/**
 * The business dashboard's server side, kept out of its browser bundle (decision 144): its GraphQL document (built at a
 * route module's top level, it stays in the bundle with every other document of the endpoint, codegen's map, ~19 KB
 * gzip) and its dates' formatting (the route module's import of the date formats would bring their time zones).
 */
import { coreGraphql } from '../../graphql/core';
import { formatDate } from '../../platform/format';

type DateValue = Parameters<typeof formatDate>[0];

/** The business's registration and go-live dates as the page shows them (LL-dd-yyyy), null when not set. */
export const businessDates = (business: { registrationDate?: DateValue; goLiveDate?: DateValue }) => ({
  registrationDate: formatDate(business.registrationDate),
  goLiveDate: formatDate(business.goLiveDate),
});

export const BUSINESS_DASHBOARD_QUERY = coreGraphql(`
  query BusinessDashboard($period: Int) {
    businessDashboard(period: $period) {
      business {
        id
        name
        businessType
        goLiveDate
        registrationDate
        location {
          city
          state
        }
        subscriptionSettings {
          actualServiceLevel {
            name
            shortDescription
          }
        }
      }
      employeesCount
      employeesWithRightsCount
      vendorsCount
      serviceLevelName
      products
      payments {
        ...PaymentFiguresFields
      }
    }
  }
`);
