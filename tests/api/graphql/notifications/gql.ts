/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CoreNotifications { notifications { meta { count } edges { id } } }": typeof types.CoreNotificationsDocument,
    "query CoreNotifications2 { notifications { meta { count } } }": typeof types.CoreNotifications2Document,
    "query MfaDevOutbox { devOutbox(limit: 3) { recipient subject body status createdAt } }": typeof types.MfaDevOutboxDocument,
    "query MfaDevOutbox2 { devOutbox { id } }": typeof types.MfaDevOutbox2Document,
    "query ProductionOutbox { devOutbox(limit: 5) { id } }": typeof types.ProductionOutboxDocument,
};
const documents: Documents = {
    "query CoreNotifications { notifications { meta { count } edges { id } } }": types.CoreNotificationsDocument,
    "query CoreNotifications2 { notifications { meta { count } } }": types.CoreNotifications2Document,
    "query MfaDevOutbox { devOutbox(limit: 3) { recipient subject body status createdAt } }": types.MfaDevOutboxDocument,
    "query MfaDevOutbox2 { devOutbox { id } }": types.MfaDevOutbox2Document,
    "query ProductionOutbox { devOutbox(limit: 5) { id } }": types.ProductionOutboxDocument,
};

/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = notificationsGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function notificationsGraphql(source: string): unknown;

/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function notificationsGraphql(source: "query CoreNotifications { notifications { meta { count } edges { id } } }"): (typeof documents)["query CoreNotifications { notifications { meta { count } edges { id } } }"];
/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function notificationsGraphql(source: "query CoreNotifications2 { notifications { meta { count } } }"): (typeof documents)["query CoreNotifications2 { notifications { meta { count } } }"];
/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function notificationsGraphql(source: "query MfaDevOutbox { devOutbox(limit: 3) { recipient subject body status createdAt } }"): (typeof documents)["query MfaDevOutbox { devOutbox(limit: 3) { recipient subject body status createdAt } }"];
/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function notificationsGraphql(source: "query MfaDevOutbox2 { devOutbox { id } }"): (typeof documents)["query MfaDevOutbox2 { devOutbox { id } }"];
/**
 * The notificationsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function notificationsGraphql(source: "query ProductionOutbox { devOutbox(limit: 5) { id } }"): (typeof documents)["query ProductionOutbox { devOutbox(limit: 5) { id } }"];

export function notificationsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;