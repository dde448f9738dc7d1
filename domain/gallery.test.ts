import { describe, expect, it } from 'vitest';
import { GALLERY_FILLED, GALLERY_INVALID, GALLERY_TRANSACTIONS, galleryDemoSchema, galleryPage } from './gallery';
import { parseListQuery } from './list-query';
import { Messages } from './messages';

const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe('the gallery demo form', () => {
  it('accepts the filled values and refuses each invalid one with its field schema message', () => {
    expect(galleryDemoSchema.safeParse(GALLERY_FILLED).success).toBe(true);
    const result = galleryDemoSchema.safeParse(GALLERY_INVALID);
    expect(result.success).toBe(false);
    const errors = result.success ? {} : result.error.flatten().fieldErrors;
    expect(errors.email).toEqual([Messages.invalidEmail]);
    expect(errors.password).toEqual([Messages.newPasswordRules]);
    expect(errors.routingNumber).toEqual([Messages.routingNumberLength]);
    expect(errors.code).toEqual([Messages.codeFormat]);
    // The state list falls back to Alabama rather than refusing.
    expect(errors.state).toBeUndefined();
  });
});

describe('the gallery table', () => {
  it('pages, sorts and filters the sample payments from the list state', () => {
    const first = galleryPage(query('page=1'));
    expect(first.count).toBe(GALLERY_TRANSACTIONS.length);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].createdDate >= first.rows[1].createdDate).toBe(true);
    const oldest = galleryPage(query('page=1&sortParams=createdAtAsc&rows=10'));
    expect(oldest.rows[0].purchaseId).toBe('PUR-GAL-001');
    const last = galleryPage(query('page=6&rows=10'));
    expect(last.rows).toHaveLength(GALLERY_TRANSACTIONS.length - 50);
    const failed = galleryPage(query('page=1&payloadFilter.paymentProcessStatus=error&rows=100'));
    expect(failed.rows.every((t) => t.paymentProcessStatus === 'error')).toBe(true);
    expect(galleryPage(query('page=1&payloadFilter.purchaseId=none')).count).toBe(0);
  });
});
