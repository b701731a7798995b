/** Node's flags for the compiled server, as `npm start` runs it. */
export declare const SERVER_NODE_FLAGS: readonly string[];
