/**
 * The committee's side of the add-on: the server functions the sidebar calls (./server.ts) and the
 * menu with its triggers (./menu.ts). build.mjs bundles this apart from the custom functions
 * (./main.ts) and compiles it only when a server or menu function first needs it
 * (./lazy/committee.ts). Nothing may run at load time.
 */
export * from './server';
export * from './menu';
