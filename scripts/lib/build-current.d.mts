/** Types of build-current.mjs for the tests that import it. */
export function buildIsCurrent(root?: string): boolean;
