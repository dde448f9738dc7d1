/** Types of circles.mjs for the tests that import it. */
export function circles(graph: Map<string, string[]>): string[][];
