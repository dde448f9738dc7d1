/**
 * The API tests' typed documents: what a `<service>Graphql(...)` tag in tests/api returns is a constant of that
 * service's generated module (tests/api/graphql/<service>/, checked against the service's SDL by `npm run codegen`),
 * so the endpoint follows from the document, as on the web (app/graphql/documents.ts).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import * as auth from '../graphql/auth/graphql';
import * as core from '../graphql/core/graphql';
import * as notifications from '../graphql/notifications/graphql';
import * as reports from '../graphql/reports/graphql';

export type Endpoint = 'auth' | 'core' | 'reports' | 'notifications';

/** A typed document: its result and variables come from the SDL through the code generator. */
export type TestDocument<TResult, TVariables> = TypedDocumentNode<TResult, TVariables>;

const GENERATED: Record<Endpoint, Record<string, unknown>> = { auth, core, reports, notifications };

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

const endpointOfDocument = new Map<DocumentNode, Endpoint>();
for (const [endpoint, module] of Object.entries(GENERATED) as [Endpoint, Record<string, unknown>][]) {
  for (const value of Object.values(module)) if (isDocument(value)) endpointOfDocument.set(value, endpoint);
}

/** The endpoint a generated document is sent to; anything else is a document written without its tag or not regenerated. */
export function endpointOf(document: DocumentNode): Endpoint {
  const endpoint = endpointOfDocument.get(document);
  if (!endpoint) throw new Error('Not a generated GraphQL document: write it with a <service>Graphql tag and run npm run codegen');
  return endpoint;
}
