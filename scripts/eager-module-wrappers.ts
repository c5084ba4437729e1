// A Vite (Rolldown) plugin: each CommonJS module of a chunk (React, React DOM, the scheduler) is
// wrapped by Rolldown in `__commonJSMin(((exports, module) => { … }))`, a parenthesized arrow
// function, its hint for the engine to compile the wrapper eagerly. In Chromium 156's traces V8 did
// not take that hint from an arrow: the wrapper was compiled on the page's main thread when the
// module first ran (React DOM's is about 180 kB, parsed in the shell's evaluation task). Written as
// `(function (exports, module) { … })`, V8 compiles it while the script streams, off the main thread. The wrapper's body uses neither `this` nor `arguments` of its
// own (Rolldown calls it as a plain function in strict module code), so both forms run the same.
// Measured: docs/decisions/server-rendering.md "What loads when".
import type { Plugin } from "vite";

/** The wrapper as Rolldown writes it before minification: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)?\) => \{/g;

/** `code` with each CommonJS module wrapper written as a parenthesized function expression. */
export function eagerWrappers(code: string): string {
  return code.replace(ARROW_WRAPPER, (_, params: string | undefined) => `__commonJSMin((function(${params ?? ""}) {`);
}

export function eagerModuleWrappers(): Plugin {
  return {
    name: "eager-module-wrappers",
    apply: "build",
    renderChunk(code) {
      const out = eagerWrappers(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
