/**
 * Which service each generated document is sent to. Every document a `<service>Graphql(...)` tag returns is a
 * constant of that service's generated module (app/graphql/<service>/graphql.ts, checked against that service's
 * SDL), so the service follows from the document: callers never name it and cannot send it to the wrong one.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import * as auth from './auth/graphql';
import * as core from './core/graphql';
import * as notifications from './notifications/graphql';
import * as reports from './reports/graphql';

export type ServiceName = 'auth' | 'core' | 'reports' | 'notifications';

/** The variables option of a call: required when the operation has a required variable, optional otherwise. */
export type VariablesOption<TVariables> = Record<string, never> extends TVariables
  ? { variables?: TVariables }
  : { variables: TVariables };

/** A typed document: what `<service>Graphql(...)` returns for an operation codegen knows. */
export type Operation<TResult, TVariables> = TypedDocumentNode<TResult, TVariables>;

const GENERATED: Record<ServiceName, Record<string, unknown>> = { auth, core, reports, notifications };

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

const serviceOfDocument = new Map<DocumentNode, ServiceName>();
for (const [service, module] of Object.entries(GENERATED) as [ServiceName, Record<string, unknown>][]) {
  for (const value of Object.values(module)) if (isDocument(value)) serviceOfDocument.set(value, service);
}

/** The service a generated document belongs to; a document that is not generated is a programming error. */
export function serviceOf(document: DocumentNode): ServiceName {
  const service = serviceOfDocument.get(document);
  if (!service) throw new Error('Not a generated GraphQL document: write it with a <service>Graphql tag and run npm run codegen');
  return service;
}

