/** Node's flags for the server process (server-node-args.mjs, decision 122). */
export declare const SERVER_NODE_ARGS: readonly string[];
