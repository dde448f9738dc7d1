/**
 * The business dashboard's server side, kept out of its browser bundle (decision 144): its GraphQL document (built at a
 * route module's top level, it stays in the bundle with every other document of the endpoint, codegen's map, ~19 KB
 * gzip), its dates' formatting (the route module's import of the date formats would bring their time zones) and what
 * it reads of the route table (decision 147).
 */
import { hrefOf, routeById } from '../../../domain/routes';
import { coreGraphql } from '../../graphql/core';
import { formatDate } from '../../platform/format';

/** The service level page the choose-a-service-level card links to, and the page's title when its figures are unread. */
export const SERVICE_LEVEL_HREF = hrefOf(routeById('bo.subscription.service-level'));
export const DASHBOARD_TITLE = routeById('bo.executiveDashboard').title;

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
