import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  activeFilterCount,
  clampPage,
  DEFAULT_ROWS,
  listFilterProblems,
  listHref,
  listQueryString,
  pageCount,
  parseListQuery,
  toSkipLimit,
  toTransactionFilter,
} from './list-query';

describe('list query', () => {
  it('defaults to page 1, default rows and createdAtDesc', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual({
      page: 1,
      rows: DEFAULT_ROWS,
      sortParams: 'createdAtDesc',
      filter: '',
      nameFilter: '',
      payloadFilter: {},
    });
  });

  it('ignores invalid values instead of failing', () => {
    const q = parseListQuery(new URLSearchParams('page=-3&rows=7&sortParams=drop table'));
    expect([q.page, q.rows, q.sortParams]).toEqual([1, DEFAULT_ROWS, 'createdAtDesc']);
  });

  it('round-trips through the query string', () => {
    const query = parseListQuery(
      new URLSearchParams('page=3&rows=50&sortParams=dateAsc&filter=acme&nameFilter=north&payloadFilter.dateFrom=2026-01-01&payloadFilter.status=error'),
    );
    expect(parseListQuery(new URLSearchParams(listQueryString(query)))).toEqual(query);
    expect(listQueryString(query)).toBe(
      'page=3&rows=50&sortParams=dateAsc&filter=acme&nameFilter=north&payloadFilter.dateFrom=2026-01-01&payloadFilter.status=error',
    );
  });

  it('returns to page 1 when a filter or the order changes, not when only the page does', () => {
    const current = parseListQuery(new URLSearchParams('page=4&filter=acme'));
    expect(listHref('/transactions/completed', current, { page: 5 })).toBe('/transactions/completed?page=5&filter=acme');
    expect(listHref('/transactions/completed', current, { sortParams: 'dateAsc' })).toBe(
      '/transactions/completed?page=1&sortParams=dateAsc&filter=acme',
    );
  });

  it('turns pages into skip and limit', () => {
    expect(toSkipLimit({ page: 3, rows: 25 })).toEqual({ skip: 50, limit: 25 });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});

describe('transaction filter', () => {
  it('turns days into the first and last instant of the UTC day', () => {
    expect(toTransactionFilter({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toEqual({
      dateFrom: '2026-03-01T00:00:00.000Z',
      dateTo: '2026-03-31T23:59:59.999Z',
    });
  });

  it('reads the days in the viewer’s zone when given one (decision 032)', () => {
    // Chicago is UTC-6 in March before the 8th and UTC-5 from it.
    expect(toTransactionFilter({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }, 'America/Chicago')).toEqual({
      dateFrom: '2026-03-01T06:00:00.000Z',
      dateTo: '2026-04-01T04:59:59.999Z',
    });
  });

  it('drops days that do not exist and keys it does not know', () => {
    expect(toTransactionFilter({ dateFrom: '2026-02-30', dateTo: 'yesterday', drop: 'table', purchaseId: ' PUR-1 ' })).toEqual({
      purchaseId: 'PUR-1',
    });
  });

  it('splits comma lists of statuses and kinds', () => {
    expect(toTransactionFilter({ statuses: 'scheduled, processing', types: 'vendor,,api', paymentProcessStatus: 'error' })).toEqual({
      statuses: ['scheduled', 'processing'],
      types: ['vendor', 'api'],
      paymentProcessStatus: 'error',
    });
  });

  it('survives a round trip through the query string', () => {
    const query = parseListQuery(new URLSearchParams('page=2&payloadFilter.vendorId=v1&payloadFilter.dateFrom=2026-01-05'));
    expect(toTransactionFilter(query.payloadFilter)).toEqual({ vendorId: 'v1', dateFrom: '2026-01-05T00:00:00.000Z' });
    expect(activeFilterCount(query.payloadFilter)).toBe(2);
    expect(activeFilterCount({ ...query.payloadFilter, statuses: 'success' }, ['statuses'])).toBe(2);
  });
});

describe('money list filters', () => {
  it('keeps the new orders in the URL', () => {
    for (const sort of ['amountDesc', 'amountAsc', 'counterpartyAsc', 'counterpartyDesc', 'statusAsc', 'statusDesc']) {
      expect(parseListQuery(new URLSearchParams(`sortParams=${sort}`)).sortParams).toBe(sort);
    }
  });

  it('turns an amount range in dollars into cents and passes the reference search on', () => {
    expect(toTransactionFilter({ amountMin: '1,250.5', amountMax: '$2000', referenceNumber: 'inv-7' })).toEqual({ amountMin: 125050, amountMax: 200000, referenceNumber: 'inv-7' });
    expect(toTransactionFilter({ amountMin: 'lots' })).toEqual({});
  });

  it('says when "Date from" is after "Date to", and when amounts are wrong', () => {
    expect(listFilterProblems({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })).toEqual({ dateFrom: Messages.listDateFromAfterTo });
    expect(listFilterProblems({ dateFrom: '2026-03-01', dateTo: '2026-03-01' })).toEqual({});
    expect(listFilterProblems({ dateTo: '2026-02-30' })).toEqual({ dateTo: Messages.listDateInvalid });
    expect(listFilterProblems({ amountMin: '20', amountMax: '10' })).toEqual({ amountMin: Messages.listAmountMinAboveMax });
    expect(listFilterProblems({ amountMax: 'ten' })).toEqual({ amountMax: Messages.listAmountInvalid });
  });

  it('sends a page past the end to the last page', () => {
    expect(clampPage(9, 30, 25)).toBe(2);
    expect(clampPage(2, 30, 25)).toBe(2);
    expect(clampPage(4, 0, 25)).toBe(1);
  });
});
