/** `GET /rest/reports/:id/file`: the finished file of a report task, for its creator or an admin, streamed from the export file store. */
import { Readable } from 'node:stream';
import type { GraphQLError } from 'graphql';
import { ErrorCodes } from '../../../../domain/errors';
import { safeDecodeURIComponent } from '../../../../domain/input-limits';
import { Messages } from '../../../../domain/messages';
import { createContext } from '../../../graphql/context';
import { jsonResponse } from '../../../http/request';
import type { RestDeps, RestHandler } from '../../../http/rest';
import { CONTENT_TYPES } from './formats';
import { exportFileStore } from './file-store';
import { reportsDirOf } from './storage';
import { readableTask } from './tasks';


export function matchReportExportRest(pathname: string): RestHandler | null {
  const match = pathname.match(/^\/rest\/reports\/([^/]+)\/file$/);
  if (!match) return null;
  const id = safeDecodeURIComponent(match[1]);
  // A malformed escape (`%`, `%E0%A4`) is the caller's mistake: 400 with a clear message, never 500.
  if (id === null || id.includes('\u0000')) return async () => jsonResponse(400, { error: Messages.malformedPath, code: ErrorCodes.validation });
  return (request, deps) => downloadReportFile(request, deps, id);
}

const codeOf = (error: unknown) => (error as GraphQLError)?.extensions?.code as string | undefined;

async function downloadReportFile(request: Request, deps: RestDeps, id: string): Promise<Response> {
  if (request.method !== 'GET') return jsonResponse(405, { error: 'Method not allowed' }, { allow: 'GET' });
  const ctx = createContext({ ...deps, authorization: request.headers.get('authorization') });
  let task;
  try {
    const { user } = await ctx.viewer();
    task = await readableTask(deps.db, user, id);
  } catch (error) {
    const code = codeOf(error);
    if (code === ErrorCodes.notFound) return jsonResponse(404, { error: (error as Error).message, code });
    if (code) return jsonResponse(401, { error: (error as Error).message, code });
    throw error;
  }
  if (task.fileDeletedAt) return jsonResponse(410, { error: 'The file of this report was deleted a day after it was made; export it again', code: ErrorCodes.notFound });
  if (task.status !== 'done') return jsonResponse(409, { error: `The report is not ready (status ${task.status})`, code: ErrorCodes.validation });
  const file = await exportFileStore(deps.config.exportFiles, deps.db, reportsDirOf(deps.config.dataDir)).open(task.id);
  if (!file) return jsonResponse(410, { error: 'The file of this report is no longer available; export it again', code: ErrorCodes.notFound });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[task.format],
      'content-length': String(file.size),
      'content-disposition': `attachment; filename="${task.fileName}"`,
    },
  });
}
