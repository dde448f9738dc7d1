import { describe, expect, it } from 'vitest';
import { REVIEW_ITEM_KINDS } from '../../api/db/schema/reconciliation';
import { REVIEW_ITEM_LABELS } from '../../domain/failures';

describe("the Errors page's review items", () => {
  it('have words for every kind the database accepts (never the kind as the code names it)', () => {
    expect(REVIEW_ITEM_KINDS.filter((kind) => !REVIEW_ITEM_LABELS[kind])).toEqual([]);
  });
});
