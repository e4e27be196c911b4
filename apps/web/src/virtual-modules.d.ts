/** The menus made from the route modules' handles at build time (scripts/page-menu.ts). */
declare module 'virtual:page-menu' {
  // An ambient module cannot import by a relative path; import() types are its only way in.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const desktop: readonly import('./app/page-handle').PageMenuEntry[];
  export const mobile: readonly import('./app/page-handle').PageMenuEntry[];
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
