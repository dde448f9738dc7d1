/**
 * The admin's dashboard's GraphQL documents, kept in a server module: a document built at a route module's top level
 * stays in its browser bundle with every other document of the endpoint (codegen's map, ~19 KB gzip).
 */
import { coreGraphql } from '../../graphql/core';

export const ADMIN_DASHBOARD_QUERY = coreGraphql(`
  query AdminDashboard($period: Int) {
    adminDashboard(period: $period) {
      businessesCount
      registeredBusinessesCount
      usersCount
      serviceLevelsCount
      vendorsCount
      banksCount
      usersByRole {
        label
        count
      }
      businessesByServiceLevel {
        label
        count
      }
      businessesByType {
        label
        count
      }
      payments {
        ...PaymentFiguresFields
      }
      businesses {
        businessId
        businessName
        count
        volume
        succeededCount
        failedCount
        pendingApprovalCount
      }
    }
  }
`);

export const RUN_PROCESSING_MUTATION = coreGraphql(`
  mutation AdminRunProcessingCycle($at: String) {
    runProcessingCycle(at: $at) {
      at
      achFiles
      filedPayments
      succeeded
      failed
      retried
      awaitingConfirmation
    }
  }
`);
