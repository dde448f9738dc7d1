import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { CHROME_CSS } from './chrome-css.server';
import { cards, chrome, controls, lists, page, stepper } from './chrome-styles';
import { listPages } from './list-pages-styles';

describe('the chrome stylesheet', () => {
  it('styles every class the plain components use', () => {
    const names = [chrome, controls, cards, lists, listPages, page, stepper].flatMap((group) => Object.values(group));
    const unstyled = names.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(CHROME_CSS));
    expect(unstyled).toEqual([]);
  });

  it('takes its colours from the theme, with no undefined value', () => {
    expect(CHROME_CSS).not.toMatch(/undefined|NaN|\[object/);
    expect(CHROME_CSS).toContain(theme.palette.primary.dark);
  });
});
