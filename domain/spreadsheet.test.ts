import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet';

describe('spreadsheetSafe', () => {
  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tx', '\rx', '\nx', '＝1+1', '＋1', '－1', '＠x'])('neutralises %j', (cell) => {
    expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
  });

  it.each(['Invoice 12', '1234.56', '', 'a=b', 'Café + Bar', ' =1'])('keeps %j as it is', (cell) => {
    expect(spreadsheetSafe(cell)).toBe(cell);
  });
});
