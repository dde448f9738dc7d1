/** The Node flags every server process of the app runs with (server-node-args.mjs, decision 164). */
export declare const SERVER_NODE_ARGS: readonly string[];
/** The same flags as NODE_OPTIONS carries them. */
export declare const SERVER_NODE_OPTIONS: string;
