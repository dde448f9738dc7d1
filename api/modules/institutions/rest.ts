/**
 * `POST /rest/financial-institutions/import` (admin): a directory file (CSV, the Federal Reserve participant list's
 * layout) as the request body, up to INSTITUTION_IMPORT_MAX_BYTES. Every row is checked first; any problem answers
 * 422 with every bad line and nothing is written. A good file is written in one transaction: 200 { created, updated }.
 * REST rather than GraphQL because a real directory file is larger than a GraphQL request may be (MAX_BODY_BYTES).
 */
import { ErrorCodes } from '../../../domain/errors';
import { INSTITUTION_IMPORT_MAX_BYTES } from '../../../domain/financial-institutions';
import { parseInstitutionCsv } from '../../../domain/institution-csv';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { createContext } from '../../graphql/context';
import { jsonResponse } from '../../http/request';
import type { RestDeps, RestHandler } from '../../http/rest';
import { importInstitutions } from './service';

export const INSTITUTION_IMPORT_PATH = '/rest/financial-institutions/import';
export { INSTITUTION_IMPORT_MAX_BYTES };


export function matchInstitutionsRest(pathname: string): RestHandler | null {
  return pathname === INSTITUTION_IMPORT_PATH ? importDirectory : null;
}

async function importDirectory(request: Request, deps: RestDeps): Promise<Response> {
  if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed' }, { allow: 'POST' });
  const ctx = createContext({ ...deps, authorization: request.headers.get('authorization') });
  let userId: string;
  try {
    const { user } = await ctx.viewer();
    if (user.role !== Roles.admin) return jsonResponse(403, { error: 'You do not have access to this resource', code: ErrorCodes.forbidden });
    userId = user.id;
  } catch (error) {
    const code = (error as { extensions?: { code?: string } }).extensions?.code;
    if (!code) throw error;
    return jsonResponse(401, { error: (error as Error).message, code });
  }
  const text = await request.text();
  const parsed = parseInstitutionCsv(text);
  if (!parsed.ok) return jsonResponse(422, { error: Messages.institutionImportRefused, code: ErrorCodes.validation, errors: parsed.errors });
  const outcome = await importInstitutions(deps.db, parsed.rows, { userId, address: deps.address, now: deps.clock() });
  deps.logger.info({ ...outcome }, 'financial institutions imported');
  return jsonResponse(200, outcome);
}
