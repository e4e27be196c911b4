// The web build resolves `zod` to this module (vite.config.ts), so the setting below runs before
// any schema is created, in whichever chunk first needs zod, and pages without a schema (the
// log-in page) do not load zod at all.
//
// Zod compiles object parsers with `new Function` where eval is allowed, and probes for it with
// a caught `new Function('')`. The Content-Security-Policy allows no eval (script-src 'self'), and
// Chromium reports even the caught probe as a violation. The interpreted parsers are fast enough
// for forms. Schemas read this when they are created.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
