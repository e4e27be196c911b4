import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page's scripts, given by entry.server.tsx for this
 * response. Empty in the browser (its scripts have run) and in a prerendered page (its inline
 * scripts are allowed by their hashes).
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
