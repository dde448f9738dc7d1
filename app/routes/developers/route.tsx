/**
 * `/developers` (public): the API reference, rendered on the server from the services' OpenAPI document
 * (GET /api/v1/openapi.json, generated from the handlers' zod schemas), with a getting-started guide by example.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorCodes } from '../../../domain/errors';
import { WEBHOOK_EVENTS } from '../../../domain/api-clients';
import { page } from '../../components/chrome-styles';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { fetchOpenApiDocument, type OpenApiOperation, type OpenApiSchema } from '../../features/developers/api-clients.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const doc = await fetchOpenApiDocument(context);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  // The services name their public address in the document (API_PUBLIC_URL): the one place this page reads it from.
  const baseUrl = doc.servers?.[0]?.url ?? '';
  return { info: doc.info, baseUrl, operations, schemas: doc.components?.schemas ?? {} };
}

/** A schema in one line: a reference's name, a type, an enum's values. */
function typeOf(schema: OpenApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? '';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' | ');
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) return `${typeOf(schema.items)}[]`;
  const t = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${t} (${schema.format})` : t;
}

/**
 * A reference table as the lists draw theirs (decision 040): plain cells under the table's class, each row a card of
 * labelled lines when its box is narrower than a phone's landscape width, so the page never scrolls sideways.
 */
function ReferenceTable({ label, columns, rows }: { label: string; columns: readonly string[]; rows: readonly { key: string; cells: readonly ReactNode[] }[] }) {
  return (
    <div className={page.tableScroll}>
      <table className={page.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell === '' ? null : <span>{cell}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fields({ schema, schemas, label }: { schema: OpenApiSchema; schemas: Record<string, OpenApiSchema>; label: string }) {
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  if (!resolved?.properties) return <Typography>{typeOf(schema)}</Typography>;
  const required = new Set(resolved.required ?? []);
  return (
    <ReferenceTable
      label={label}
      columns={['Field', 'Type', 'Description']}
      rows={Object.entries(resolved.properties).map(([name, field]) => ({
        key: name,
        cells: [
          <>
            <code>{name}</code>
            {required.has(name) ? ' (required)' : ''}
          </>,
          <code key="type">{typeOf(field)}</code>,
          field.description ?? '',
        ],
      }))}
    />
  );
}

function Operation({ path, method, op, schemas }: { path: string; method: string; op: OpenApiOperation; schemas: Record<string, OpenApiSchema> }) {
  const body = op.requestBody?.content['application/json']?.schema;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`op-${op.operationId}`} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} id={op.operationId}>
      <Typography variant="h3" id={`op-${op.operationId}`} sx={{ fontSize: '1.2rem', fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={method} color={method === 'GET' ? 'info' : 'primary'} />
        <code>{path}</code>
        <span>{op.summary}</span>
      </Typography>
      {op.description ? <Typography sx={{ my: 1 }}>{op.description}</Typography> : null}
      {op.parameters?.length ? (
        <>
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
            Parameters
          </Typography>
          <ReferenceTable
            label={`Parameters of ${op.operationId}`}
            columns={['Name', 'In', 'Type', 'Description']}
            rows={op.parameters.map((p) => ({
              key: `${p.in}-${p.name}`,
              cells: [
                <>
                  <code>{p.name}</code>
                  {p.required ? ' (required)' : ''}
                </>,
                p.in,
                <code key="type">{typeOf(p.schema)}</code>,
                p.description ?? p.schema?.description ?? '',
              ],
            }))}
          />
        </>
      ) : null}
      {body ? (
        <>
          <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
            Request body
          </Typography>
          <Fields schema={body} schemas={schemas} label={`Request body of ${op.operationId}`} />
        </>
      ) : null}
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        Responses
      </Typography>
      <Box component="ul" sx={{ m: 0 }}>
        {Object.entries(op.responses).map(([status, r]) => {
          const content = r.content && Object.values(r.content)[0]?.schema;
          return (
            <li key={status}>
              <strong>{status}</strong> {r.description}
              {content ? (
                <>
                  {' '}
                  (<code>{typeOf(content)}</code>)
                </>
              ) : null}
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}

const curlExample = (baseUrl: string) => `API=${baseUrl}

# 1. A token (OAuth 2 client credentials, valid 15 minutes)
curl -s -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials $API/oauth/token

# 2. Pay a vendor, safely retryable with an Idempotency-Key
curl -s $API/api/v1/payments -H "Authorization: Bearer $TOKEN" \\
  -H "Idempotency-Key: invoice-1001" -H "Content-Type: application/json" \\
  -d '{"vendorId":"…","amount":"125000","description":"Invoice 1001"}'

# 3. Read it back with its status history
curl -s $API/api/v1/payments/$PAYMENT_ID -H "Authorization: Bearer $TOKEN"`;

export default function Developers() {
  const { info, baseUrl, operations, schemas } = useLoaderData<typeof loader>();
  const tags = [...new Set(operations.flatMap((o) => o.op.tags ?? ['Other']))];
  return (
    // On a phone a path, URL or field name breaks anywhere rather than widen the page; wider, words stay whole (the
    // tables' own rule breaks anywhere, which would cut "query" in two at a laptop's width). The example requests
    // scroll in their own box.
    <Box sx={{ maxWidth: 1100, mx: 'auto', [`& code, & .${page.table} tbody td`]: { overflowWrap: { xs: 'anywhere', sm: 'normal' } } }}>
      <Typography variant="h1" gutterBottom>
        {info.title} reference
      </Typography>
      <Typography sx={{ mb: 1 }}>{info.description}</Typography>
      <Typography sx={{ mb: 3 }}>
        Version {info.version}. The machine-readable document: <a href="/developers/openapi.json">OpenAPI 3.1 (JSON)</a>.
      </Typography>

      <Paper variant="outlined" component="section" aria-labelledby="base-url-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="api-base-url">
        <Typography variant="h2" id="base-url-heading" gutterBottom>
          Where the API answers
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Base URL: <code>{baseUrl}</code>
        </Typography>
        <Box component="ul" sx={{ m: 0 }}>
          <li>
            Tokens: <code>POST {baseUrl}/oauth/token</code>
          </li>
          <li>
            Resources: <code>{baseUrl}/api/v1/…</code> (every path below)
          </li>
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="start-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" id="start-heading" gutterBottom>
          Getting started
        </Typography>
        <Typography sx={{ mb: 2 }}>
          An owner (or an employee with rights) of a business holding the API product creates an API client on Setup → API Keys and copies its secret, shown once. Rotating a
          secret keeps the old one working for the grace period you choose. Requests are limited per client per minute: past the limit you get 429 with Retry-After.
        </Typography>
        {/* Commands keep their lines (copied whole into a shell): on a phone they scroll inside their own labelled box. */}
        <Typography id="example-requests-label" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Example requests
        </Typography>
        <Box component="pre" sx={{ p: 2, mt: 0, bgcolor: 'grey.100', overflowX: 'auto', fontSize: '0.85rem' }} tabIndex={0} aria-labelledby="example-requests-label">
          {curlExample(baseUrl)}
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="errors-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" id="errors-heading" gutterBottom>
          Errors
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Every error is an RFC 9457 problem (<code>application/problem+json</code>) whose <code>type</code> is one of these codes; a validation problem lists field messages in <code>errors</code>.
        </Typography>
        <Box component="ul">
          {[ErrorCodes.validation, ErrorCodes.unauthenticated, ErrorCodes.tokenExpired, ErrorCodes.forbidden, ErrorCodes.notFound, ErrorCodes.idempotencyKeyReused, ErrorCodes.idempotencyKeyInUse, ErrorCodes.requestDuplicated, ErrorCodes.rateLimited].map((code) => (
            <li key={code} id={code}>
              <code>{code}</code>
            </li>
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="webhooks-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h2" id="webhooks-heading" gutterBottom>
          Webhooks
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Add endpoints to an API client on the API Keys page. Each delivery is a POST signed per the Standard Webhooks specification (headers <code>webhook-id</code>,{' '}
          <code>webhook-timestamp</code>, <code>webhook-signature</code>; verify with any Standard Webhooks library and the endpoint&apos;s <code>whsec_</code> secret). Failed deliveries are
          retried with exponential backoff for 3 days; events of one payment arrive in order. The body is <code>{'{ type, timestamp, data }'}</code> where data is a Payment.
        </Typography>
        <Box component="ul">
          {WEBHOOK_EVENTS.map((e) => (
            <li key={e}>
              <code>{e}</code>
            </li>
          ))}
        </Box>
      </Paper>

      {tags.map((tag) => (
        <Box component="section" key={tag} aria-labelledby={`tag-${tag}`} sx={{ mb: 3 }}>
          <Typography variant="h2" id={`tag-${tag}`} gutterBottom>
            {tag}
          </Typography>
          {operations
            .filter((o) => (o.op.tags ?? ['Other']).includes(tag))
            .map((o) => (
              <Operation key={o.op.operationId} path={o.path} method={o.method} op={o.op} schemas={schemas} />
            ))}
        </Box>
      ))}

      <Box component="section" aria-labelledby="schemas-heading">
        <Typography variant="h2" id="schemas-heading" gutterBottom>
          Schemas
        </Typography>
        {Object.entries(schemas).map(([name, schema]) => (
          <Paper variant="outlined" key={name} sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={`schema-${name}`} id={`schema-${name}`}>
            <Typography variant="h3" id={`schema-${name}`} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {name}
            </Typography>
            {schema.description ? <Typography sx={{ mb: 1 }}>{schema.description}</Typography> : null}
            <Fields schema={schema} schemas={schemas} label={`Fields of ${name}`} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
