/**
 * A dashboard read the services refuse keeps the page: the value is empty and the refusal is the page's error
 * notification (spec §8), in the error's words; the services unreachable, or a fault of the web, is not swallowed.
 * Tested here, at the loader's decision: no honest way makes the services refuse a signed-in viewer's dashboard in a
 * browser (the period is read leniently, the web's guard matches the services' rights).
 */
import { describe, expect, it } from 'vitest';
import { Messages } from '../../../domain/messages';
import { ApiError, ServiceUnavailableError } from '../../platform/api.server';
import { emptyFigures, readDashboard } from './dashboard-read.server';

describe('readDashboard', () => {
  it('answers the value when the services answer', async () => {
    expect(await readDashboard(Promise.resolve({ count: 3 }))).toEqual({ value: { count: 3 }, pageNotice: null });
  });

  it("turns a refusal into a danger notice in the error's words, else the generic one", async () => {
    const refused = await readDashboard(Promise.reject(new ApiError('core', 'You do not have access', 'forbiddenAPIError')));
    expect(refused).toEqual({ value: null, pageNotice: { id: expect.any(String), type: 'danger', message: 'You do not have access' } });
    const wordless = await readDashboard(Promise.reject(new ApiError('core', '', undefined)));
    expect(wordless.pageNotice?.message).toBe(Messages.somethingWentWrong);
  });

  it('lets the services unreachable and any other fault through (the banner, the error page)', async () => {
    await expect(readDashboard(Promise.reject(new ServiceUnavailableError('core')))).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(readDashboard(Promise.reject(new TypeError('bug')))).rejects.toBeInstanceOf(TypeError);
  });

  it('empty figures count nothing and have no dates', () => {
    expect(emptyFigures(30)).toMatchObject({ period: 30, count: 0, volume: 0, days: [], upcoming: [], from: '' });
  });
});
