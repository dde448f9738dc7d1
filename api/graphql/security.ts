/** GraphQL hardening shared by every endpoint: graphql-armor limits and, in staging and prod, no schema discovery. */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 1000,
  maxDirectives: 50,
} as const;

/** Rejects __schema and __type by field name only (no graphql class checks, so it works with any graphql copy). */
const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type') {
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed, but the query contained ${name}.`, { nodes: [node] }),
      );
    }
  },
});

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noSchemaIntrospection);
  },
};

/** Plugins for one endpoint; `hideSchema` turns off introspection and "Did you mean …" suggestions. */
export function securityPlugins(hideSchema: boolean): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: hideSchema },
  }) as Plugin;
  return hideSchema ? [armor, noIntrospection] : [armor];
}
