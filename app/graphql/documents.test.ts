import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationKind } from '../platform/retry.server';
import { CREATE_LEVEL_MUTATION } from '../features/subscriptions/subscriptions.server';
import { REPORT_LIST_QUERY } from '../features/transactions/lists.server';
import { VIEWER_QUERY } from '../platform/viewer.server';
import { serviceOf } from './documents';

describe('generated documents', () => {
  it('are sent to the service whose tag wrote them, with their operation kind', () => {
    expect(serviceOf(VIEWER_QUERY)).toBe('core');
    expect(operationKind(VIEWER_QUERY)).toBe('query');
    expect(serviceOf(CREATE_LEVEL_MUTATION)).toBe('core');
    expect(operationKind(CREATE_LEVEL_MUTATION)).toBe('mutation');
    expect(serviceOf(REPORT_LIST_QUERY.generalTransfers)).toBe('reports');
  });

  it('carry the shared fragments they spread', () => {
    const names = REPORT_LIST_QUERY.onDemand.definitions.map((d) => (d.kind === 'FragmentDefinition' ? d.name.value : d.kind));
    expect(names).toEqual(['OperationDefinition', 'TransactionFields']);
  });

  it('refuses a document codegen did not generate', () => {
    expect(() => serviceOf(parse('query Viewer { viewer { id } }'))).toThrow(/npm run codegen/);
  });
});
