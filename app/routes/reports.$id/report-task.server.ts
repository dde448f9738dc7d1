/**
 * The report export page's GraphQL document, kept out of its browser bundle (decision 144: a document built at a route
 * module's top level stays there with every other document of the endpoint).
 */
import { reportsGraphql } from '../../graphql/reports';

export const REPORT_TASK_QUERY = reportsGraphql(`
  query ReportTask($id: ID!) {
    reportTask(id: $id) {
      id
      reportName
      format
      status
      parts
      finishedParts {
        index
        skip
      }
      failedParts {
        index
        skip
      }
      rowCount
      fileName
      fileAvailable
      error
    }
  }
`);
