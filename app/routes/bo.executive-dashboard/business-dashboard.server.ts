/**
 * The business dashboard's one GraphQL document, kept in a server module: a document built at a route module's top level
 * stays in its browser bundle with every other document of the endpoint (codegen's map, ~19 KB gzip).
 */
import { coreGraphql } from '../../graphql/core';

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
