/** GraphQL hardening shared by every endpoint: graphql-armor limits and, in staging and prod, no schema discovery. */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { Kind, valueFromASTUntyped, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCodes } from '../../domain/errors';

export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  /** Budget of operationCost (below): a list of 1,000 payments with every field fits, 15 of them do not. */
  maxCost: 50_000,
  maxTokens: 1000,
  maxDirectives: 50,
} as const;

/** Rows a list field answers when the caller gives no `limit` (the resolvers' default page). */
const DEFAULT_PAGE = 10;
/**
 * Reference tables the administrator maintains (tens of rows), which the spec fetches with limit 10000: their
 * rows count as at most this many, so a full fetch stays cheap while the big lists are counted as asked.
 */
const SMALL_LIST_ROWS: Record<string, number> = { holidaySchedules: 100, paymentProcessingTimeRules: 100 };

/**
 * The cost of an operation: every field costs 1, and the selection under a field with a `limit` argument costs
 * once per row asked for (the limit, a literal or a variable; the default page when absent). So fifteen aliases of
 * a 10,000-row list cost 150,000 times their fields, not fifteen.
 */
export function operationCost(document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string | null): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const costOf = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) total += costOf(selection.selectionSet, seen);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        if (!seen.has(name)) total += costOf(fragments.get(name)?.selectionSet, new Set([...seen, name]));
      } else {
        const limitArg = selection.arguments?.find((a) => a.name.value === 'limit');
        let rows = 1;
        if (limitArg) {
          const asked = Number(valueFromASTUntyped(limitArg.value, variables));
          rows = Number.isFinite(asked) && asked > 0 ? asked : DEFAULT_PAGE;
          rows = Math.min(rows, SMALL_LIST_ROWS[selection.name.value] ?? rows);
        } else if (selection.selectionSet && selection.arguments?.some((a) => a.name.value === 'skip')) rows = DEFAULT_PAGE;
        total += 1 + rows * costOf(selection.selectionSet, seen);
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, new Set());
}

/** Refuses, before anything runs, an operation whose operationCost is above GRAPHQL_LIMITS.maxCost. */
const rowCostLimit: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const cost = operationCost(args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName);
    if (cost > GRAPHQL_LIMITS.maxCost) {
      setResultAndStopExecution({
        errors: [
          createGraphQLError(
            `Query too expensive: it asks for about ${cost} values, the limit is ${GRAPHQL_LIMITS.maxCost}. Ask for fewer rows per page (exports are report tasks).`,
            { extensions: { code: ErrorCodes.validation } },
          ),
        ],
      });
    }
  },
};

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
    // Replaced by rowCostLimit, which counts the rows a list's limit asks for.
    costLimit: { enabled: false },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: hideSchema },
  }) as Plugin;
  return hideSchema ? [armor, rowCostLimit, noIntrospection] : [armor, rowCostLimit];
}
