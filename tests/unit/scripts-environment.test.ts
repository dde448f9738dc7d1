import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, isDevelopmentLike } from '../../domain/environment';
// @ts-expect-error -- a plain ES module of the scripts, without types
import { isDevelopmentLike as scriptsIsDevelopmentLike } from '../../scripts/lib/environment.mjs';

describe("the scripts' environment rule", () => {
  it('says what domain/environment.ts says for every environment', () => {
    for (const env of ENVIRONMENTS) expect(scriptsIsDevelopmentLike(env), env).toBe(isDevelopmentLike(env));
  });
});
