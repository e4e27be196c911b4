import { APP_VERSION } from '@portal/contract';

/** Version of this build, sent as the `appversion` header (the contract's under vitest). */
export const BUILD_APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? APP_VERSION;
