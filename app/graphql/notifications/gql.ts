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
    "\n  query DevOutbox($limit: Int) {\n    devOutbox(limit: $limit) {\n      id\n      channel\n      recipient\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n": typeof types.DevOutboxDocument,
};
const documents: Documents = {
    "\n  query DevOutbox($limit: Int) {\n    devOutbox(limit: $limit) {\n      id\n      channel\n      recipient\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n": types.DevOutboxDocument,
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
export function notificationsGraphql(source: "\n  query DevOutbox($limit: Int) {\n    devOutbox(limit: $limit) {\n      id\n      channel\n      recipient\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DevOutbox($limit: Int) {\n    devOutbox(limit: $limit) {\n      id\n      channel\n      recipient\n      subject\n      body\n      status\n      createdAt\n    }\n  }\n"];

export function notificationsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;