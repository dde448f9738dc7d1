/**
 * `/developers` (public): the API reference, rendered on the server from the services' OpenAPI document
 * (GET /api/v1/openapi.json, generated from the handlers' zod schemas), with a getting-started guide by example.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { page } from '../../components/chrome-styles';
import { listPages } from '../../components/list-pages-styles';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import type { OpenApiOperation, OpenApiSchema } from '../../features/developers/api-clients.server';
import { loadReference } from './reference.server';

export const loader = (args: LoaderFunctionArgs) => loadReference(args);

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
  if (!resolved?.properties) return <p className={page.text}>{typeOf(schema)}</p>;
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
    <section className={`${page.paper} ${listPages.roomyFromSm} ${page.section}`} aria-labelledby={`op-${op.operationId}`} id={op.operationId}>
      <h3 id={`op-${op.operationId}`} className={listPages.operation}>
        <span className={`${page.tag} ${method === 'GET' ? listPages.tagInfo : listPages.tagPrimary}`}>
          <span>{method}</span>
        </span>
        <code>{path}</code>
        <span>{op.summary}</span>
      </h3>
      {op.description ? <p className={`${page.text} ${page.marginY}`}>{op.description}</p> : null}
      {op.parameters?.length ? (
        <>
          <h4 className={listPages.title4}>Parameters</h4>
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
          <h4 className={listPages.title4}>Request body</h4>
          <Fields schema={body} schemas={schemas} label={`Request body of ${op.operationId}`} />
        </>
      ) : null}
      <h4 className={listPages.title4}>Responses</h4>
      <ul className={listPages.flush}>
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
      </ul>
    </section>
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
  const { info, baseUrl, operations, schemas, errorCodes, webhookEvents } = useLoaderData<typeof loader>();
  const tags = [...new Set(operations.flatMap((o) => o.op.tags ?? ['Other']))];
  return (
    // On a phone a path, URL or field name breaks anywhere rather than widen the page; wider, words stay whole (the
    // tables' own rule breaks anywhere, which would cut "query" in two at a laptop's width). The example requests
    // scroll in their own box.
    <div className={listPages.reference}>
      <h1 className={page.h1}>{info.title} reference</h1>
      <p className={`${page.text} ${page.gutterSmall}`}>{info.description}</p>
      <p className={`${page.text} ${page.spacedBelow}`}>
        Version {info.version}. The machine-readable document: <a href="/developers/openapi.json">OpenAPI 3.1 (JSON)</a>.
      </p>

      <section className={`${page.paper} ${listPages.roomyFromSm} ${page.spacedBelow}`} aria-labelledby="base-url-heading" data-testid="api-base-url">
        <h2 id="base-url-heading" className={`${page.title2} ${page.gutter}`}>
          Where the API answers
        </h2>
        <p className={`${page.text} ${page.gutterSmall}`}>
          Base URL: <code>{baseUrl}</code>
        </p>
        <ul className={listPages.flush}>
          <li>
            Tokens: <code>POST {baseUrl}/oauth/token</code>
          </li>
          <li>
            Resources: <code>{baseUrl}/api/v1/…</code> (every path below)
          </li>
        </ul>
      </section>

      <section className={`${page.paper} ${listPages.roomyFromSm} ${page.spacedBelow}`} aria-labelledby="start-heading">
        <h2 id="start-heading" className={`${page.title2} ${page.gutter}`}>
          Getting started
        </h2>
        <p className={`${page.text} ${page.section}`}>
          An owner (or an employee with rights) of a business holding the API product creates an API client on Setup → API Keys and copies its secret, shown once. Rotating a
          secret keeps the old one working for the grace period you choose. Requests are limited per client per minute: past the limit you get 429 with Retry-After.
        </p>
        {/* Commands keep their lines (copied whole into a shell): on a phone they scroll inside their own labelled box. */}
        <p id="example-requests-label" className={listPages.caption}>
          Example requests
        </p>
        <pre className={listPages.code} tabIndex={0} aria-labelledby="example-requests-label">
          {curlExample(baseUrl)}
        </pre>
      </section>

      <section className={`${page.paper} ${listPages.roomyFromSm} ${page.spacedBelow}`} aria-labelledby="errors-heading">
        <h2 id="errors-heading" className={`${page.title2} ${page.gutter}`}>
          Errors
        </h2>
        <p className={`${page.text} ${page.gutterSmall}`}>
          Every error is an RFC 9457 problem (<code>application/problem+json</code>) whose <code>type</code> is one of these codes; a validation problem lists field messages in <code>errors</code>.
        </p>
        <ul>
          {errorCodes.map((code) => (
            <li key={code} id={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${page.paper} ${listPages.roomyFromSm} ${page.spacedBelow}`} aria-labelledby="webhooks-heading">
        <h2 id="webhooks-heading" className={`${page.title2} ${page.gutter}`}>
          Webhooks
        </h2>
        <p className={`${page.text} ${page.gutterSmall}`}>
          Add endpoints to an API client on the API Keys page. Each delivery is a POST signed per the Standard Webhooks specification (headers <code>webhook-id</code>,{' '}
          <code>webhook-timestamp</code>, <code>webhook-signature</code>; verify with any Standard Webhooks library and the endpoint&apos;s <code>whsec_</code> secret). Failed deliveries are
          retried with exponential backoff for 3 days; events of one payment arrive in order. The body is <code>{'{ type, timestamp, data }'}</code> where data is a Payment.
        </p>
        <ul>
          {webhookEvents.map((e) => (
            <li key={e}>
              <code>{e}</code>
            </li>
          ))}
        </ul>
      </section>

      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className={page.spacedBelow}>
          <h2 id={`tag-${tag}`} className={`${page.title2} ${page.gutter}`}>
            {tag}
          </h2>
          {operations
            .filter((o) => (o.op.tags ?? ['Other']).includes(tag))
            .map((o) => (
              <Operation key={o.op.operationId} path={o.path} method={o.method} op={o.op} schemas={schemas} />
            ))}
        </section>
      ))}

      <section aria-labelledby="schemas-heading">
        <h2 id="schemas-heading" className={`${page.title2} ${page.gutter}`}>
          Schemas
        </h2>
        {Object.entries(schemas).map(([name, schema]) => (
          <section key={name} className={`${page.paper} ${page.section}`} aria-labelledby={`schema-${name}`} id={`schema-${name}`}>
            <h3 id={`schema-${name}`} className={listPages.schema}>
              {name}
            </h3>
            {schema.description ? <p className={`${page.text} ${page.gutterSmall}`}>{schema.description}</p> : null}
            <Fields schema={schema} schemas={schemas} label={`Fields of ${name}`} />
          </section>
        ))}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
