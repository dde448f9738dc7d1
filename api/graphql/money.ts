/**
 * The `Money` scalar (decision 014): integer cents, serialised as a JSON number that is always a safe integer
 * (|n| ≤ 2^53 − 1), so any amount a bigint column holds that JavaScript can represent exactly crosses the API
 * unchanged; GraphQL's 32-bit `Int` broke every list holding a payment of 2,147,483,648 cents or more.
 * Sums that PostgreSQL returns as numeric text are accepted when they are whole and safe.
 */
import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

function toCents(value: unknown): number {
  let cents: number | null = null;
  if (typeof value === 'number') cents = value;
  else if (typeof value === 'bigint') cents = Number(value);
  else if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) cents = Number(value.trim());
  if (cents === null || !Number.isSafeInteger(cents)) {
    throw createGraphQLError(`Money must be a whole number of cents between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`);
  }
  return cents;
}

export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  description: 'Integer cents, a JSON number that is always a safe integer (decision 014).',
  serialize: toCents,
  parseValue(value) {
    // Variables: a JSON number only (no strings, no fractions), as GraphQL's Int would.
    if (typeof value !== 'number') throw createGraphQLError('Money must be a whole number of cents');
    return toCents(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw createGraphQLError('Money must be a whole number of cents', { nodes: [ast] });
    return toCents(ast.value);
  },
});
