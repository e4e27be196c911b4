/**
 * Node's flags for the server process (decision 122): a young generation of 64 MB semi-spaces,
 * so the short-lived objects of each request die young instead of being promoted and marked.
 * `npm start` and the benchmarks run the server with them.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];
