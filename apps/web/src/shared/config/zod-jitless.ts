import { z } from 'zod';

// Zod compiles object parsers with `new Function` where eval is allowed, and probes for it with
// a caught `new Function('')`. The Content-Security-Policy allows no eval (script-src 'self'), and
// Chromium reports even the caught probe as a violation. The interpreted parsers are fast enough
// for forms. Schemas read this when they are created, so main.tsx imports this module first.
z.config({ jitless: true });
